import ExampleApp
import Testing
import ViewStateTesting

/// Every state the Root previews declare, compared with `__Snapshots__/Root/<state>.txt`.
@Suite struct RootSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: RootPreviews.self)
    }
}
