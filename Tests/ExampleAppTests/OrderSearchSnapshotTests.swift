import ExampleApp
import Testing
import ViewStateTesting

/// Every state the OrderSearch previews declare, compared with `__Snapshots__/OrderSearch/<state>.txt`.
@Suite struct OrderSearchSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: OrderSearchPreviews.self)
    }
}
