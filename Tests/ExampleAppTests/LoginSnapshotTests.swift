import ExampleApp
import Testing
import ViewStateTesting

/// Every state the Login previews declare, drawn as `swift run preview` draws it and compared
/// with `Tests/__Snapshots__/Login/<state>.txt`, the files `preview record` writes and
/// `preview check` reads. A state added to the previews is covered the day it is added.
@Suite struct LoginSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: LoginPreviews.self)
    }
}
