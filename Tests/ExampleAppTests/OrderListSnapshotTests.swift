import ExampleApp
import Testing
import ViewStateTesting

/// Every state the OrderList previews declare — the order list, each reached by sending
/// actions to a real store — drawn as `swift run preview` draws it and compared with
/// `Tests/__Snapshots__/OrderList/<state>.txt`, the files `preview check` reads.
@Suite struct OrderListSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: OrderListPreviews.self)
    }
}
