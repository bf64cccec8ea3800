import ExampleApp
import Testing
import ViewStateTesting

/// Every state the Settings previews declare, compared with `__Snapshots__/Settings/<state>.txt`.
@Suite struct SettingsSnapshotTests {
    @Test func everyPreviewStateMatchesItsSnapshot() async {
        await expectSnapshots(of: SettingsPreviews.self)
    }
}
