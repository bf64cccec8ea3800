import ExampleApp
import Testing
import ViewStateTesting

/// Every state the PinNest previews declare, compared with `__Snapshots__/PinNest/<state>.txt`.
@Suite struct PinNestSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: PinNestPreviews.self)
    }
}
