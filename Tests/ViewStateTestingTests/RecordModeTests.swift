import Foundation
import Testing
@testable import ViewStateTesting

@Suite struct RecordModeTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let mode: SnapshotRecordMode
        let reason: RecordModeChoice.Reason
        var testDescription: String { environment.isEmpty ? "no variables" : environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ") }
    }

    @Test(arguments: [
        Row(environment: [:], mode: .missing, reason: .defaultLocally),
        Row(environment: ["CI": "true"], mode: .never, reason: .continuousIntegration("CI")),
        Row(environment: ["CI": "1"], mode: .never, reason: .continuousIntegration("CI")),
        Row(environment: ["CI": "false"], mode: .missing, reason: .defaultLocally),
        Row(environment: ["CI": "No"], mode: .missing, reason: .defaultLocally),
        Row(environment: ["GITHUB_ACTIONS": "true"], mode: .never, reason: .continuousIntegration("GITHUB_ACTIONS")),
        Row(environment: ["GITLAB_CI": "true"], mode: .never, reason: .continuousIntegration("GITLAB_CI")),
        Row(environment: ["TF_BUILD": "True"], mode: .never, reason: .continuousIntegration("TF_BUILD")),
        Row(environment: ["JENKINS_URL": "http://ci/"], mode: .missing, reason: .defaultLocally),
        Row(environment: ["JENKINS_URL": "http://ci/", "BUILD_ID": "7"], mode: .never, reason: .continuousIntegration("JENKINS_URL")),
        Row(environment: ["GITHUB_ACTIONS": "false"], mode: .missing, reason: .defaultLocally),
        Row(environment: ["CI": "0"], mode: .missing, reason: .defaultLocally),
        Row(environment: ["CI": ""], mode: .missing, reason: .defaultLocally),
        Row(environment: ["VIEWSTATE_RECORD": "all"], mode: .all, reason: .environment),
        Row(environment: ["VIEWSTATE_RECORD": " Failed "], mode: .failed, reason: .environment),
        Row(environment: ["VIEWSTATE_RECORD": "missing", "CI": "true"], mode: .missing, reason: .environment),
        Row(environment: ["VIEWSTATE_RECORD": "", "CI": "true"], mode: .never, reason: .continuousIntegration("CI")),
    ])
    func environmentChoosesTheMode(_ row: Row) {
        #expect(RecordModeChoice.resolve(scoped: nil, environment: row.environment) == .success(RecordModeChoice(mode: row.mode, reason: row.reason)))
    }

    @Test func aScopedModeWinsOverTheEnvironment() {
        let choice = RecordModeChoice.resolve(scoped: .failed, environment: ["VIEWSTATE_RECORD": "never", "CI": "true"])
        #expect(choice == .success(RecordModeChoice(mode: .failed, reason: .scoped)))
    }

    @Test func aValueThatNamesNoModeIsAnError() {
        let choice = RecordModeChoice.resolve(scoped: nil, environment: ["VIEWSTATE_RECORD": "yes"])
        #expect(choice == .failure(InvalidRecordMode(value: "yes")))
    }

    @Test func scopedSettingsNestAndEndWithTheirScope() async {
        #expect(SnapshotSettings.current.record == nil)
        await withSnapshotRecording(.all) {
            #expect(SnapshotSettings.current.record == .all)
            withSnapshotRecording(.never) {
                #expect(SnapshotSettings.current.record == .never)
            }
            await Task {
                #expect(SnapshotSettings.current.record == .all, "a child task inherits the scope")
            }.value
        }
        #expect(SnapshotSettings.current.record == nil)
    }

    @Test func aScopedDirectoryKeepsTheScopedMode() {
        let directory = FileManager.default.temporaryDirectory
        withSnapshotRecording(.failed) {
            withSnapshotDirectory(directory) {
                #expect(SnapshotSettings.current.record == .failed)
                #expect(SnapshotSettings.current.directory == directory)
            }
        }
    }
}
