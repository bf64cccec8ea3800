import ExampleApp
import Testing
import ViewStateTesting

/// Every state the Main previews declare, compared with `__Snapshots__/Main/<state>.txt`.
@Suite struct MainSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: MainPreviews.self)
    }
}
