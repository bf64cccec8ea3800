import ExampleApp
import Testing
import ViewStateTesting

/// Every state the OrderDetail previews declare, compared with `__Snapshots__/OrderDetail/<state>.txt`.
@Suite struct OrderDetailSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: OrderDetailPreviews.self)
    }
}
