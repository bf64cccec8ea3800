import ExampleApp
import Testing
import ViewStateTesting

/// Every state the App previews declare — the composed app (tabs, order path, sheet and alert), each reached by sending
/// actions to a real store — drawn as `swift run preview` draws it and compared with
/// `Tests/__Snapshots__/App/<state>.txt`, the files `preview check` reads.
@Suite struct AppSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: AppPreviews.self)
    }
}
