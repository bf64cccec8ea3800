import ExampleApp
import Testing
import ViewStateTesting

/// Every state the Items previews declare — the items list, each reached by sending
/// actions to a real store — drawn as `swift run preview` draws it and compared with
/// `Tests/__Snapshots__/Items/<state>.txt`, the files `preview check` reads.
@Suite struct ItemsSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: ItemsPreviews.self)
    }
}
