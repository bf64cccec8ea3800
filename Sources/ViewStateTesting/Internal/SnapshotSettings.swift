import Foundation
import PreviewCatalog
import TextSnapshots

/// The scoped snapshot settings: set with `withSnapshotRecording` / `withSnapshotDirectory`,
/// read by every snapshot assertion in the same task and the tasks it starts. Never global.
struct SnapshotSettings: Sendable {
    /// The record mode chosen in code, overriding the environment.
    var record: SnapshotRecordMode?
    /// Where references live, overriding the package's `Tests/__Snapshots__` (or `Tests/__ViewSnapshots__`).
    var directory: URL? {
        didSet { directoryStore = directory.map(SnapshotStore.init(directory:)) }
    }
    /// The store for `directory`, made when it is set rather than on every assertion.
    private(set) var directoryStore: SnapshotStore?
    /// Stands in for the process environment (`VIEWSTATE_RECORD`, `CI`), so this package's own
    /// tests can choose it without changing the environment every other test reads.
    var environment: [String: String]?

    /// The record mode in effect: the one set in code, else the one the stand-in environment
    /// gives, else the one the process environment gives (an error when `VIEWSTATE_RECORD`
    /// names no mode).
    var recordModeChoice: Result<RecordModeChoice, InvalidRecordMode> {
        if let record { return .success(RecordModeChoice(mode: record, reason: .scoped)) }
        if let environment { return RecordModeChoice.resolve(scoped: nil, environment: environment) }
        return Self.processRecordModeChoice
    }

    /// What `VIEWSTATE_RECORD` and `CI` choose, read from the process environment once, at the
    /// first assertion: copying the whole environment on every assertion cost a third of a
    /// matching snapshot's time. The environment of a running test process does not change.
    private static let processRecordModeChoice = RecordModeChoice.resolve(
        scoped: nil, environment: ProcessInfo.processInfo.environment
    )

    @TaskLocal static var current = SnapshotSettings()
}
