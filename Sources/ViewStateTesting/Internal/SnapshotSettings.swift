import Foundation

/// The scoped snapshot settings: set with `withSnapshotRecording` / `withSnapshotDirectory`,
/// read by every snapshot assertion in the same task and the tasks it starts. Never global.
struct SnapshotSettings: Sendable {
    /// The record mode chosen in code, overriding the environment.
    var record: SnapshotRecordMode?
    /// Where references live, overriding the package's `Tests/__Snapshots__` (or `Tests/__ViewSnapshots__`).
    var directory: URL?
    /// Stands in for the process environment (`VIEWSTATE_RECORD`, `CI`), so this package's own
    /// tests can choose it without changing the environment every other test reads.
    var environment: [String: String]?

    /// The environment record modes are read from.
    var effectiveEnvironment: [String: String] {
        environment ?? ProcessInfo.processInfo.environment
    }

    @TaskLocal static var current = SnapshotSettings()
}
