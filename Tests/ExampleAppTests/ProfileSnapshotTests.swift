import ExampleApp
import Testing
import ViewStateTesting

/// Every state the Profile previews declare, compared with `__Snapshots__/Profile/<state>.txt`.
@Suite struct ProfileSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: ProfilePreviews.self)
    }
}
