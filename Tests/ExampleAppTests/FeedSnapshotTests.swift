import ExampleApp
import Testing
import ViewStateTesting

/// Every state the Feed previews declare, compared with `__Snapshots__/Feed/<state>.txt`.
@Suite struct FeedSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: FeedPreviews.self)
    }
}
