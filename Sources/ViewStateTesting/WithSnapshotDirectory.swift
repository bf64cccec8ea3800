import Foundation

/// Runs `operation` with snapshot assertions reading and writing references under
/// `directory` instead of the package's own folder (`Tests/__Snapshots__` for preview
/// states, `Tests/__ViewSnapshots__` for views). Task-local, like ``withSnapshotRecording(_:operation:)``.
///
/// Useful when a test keeps its references somewhere shared, or writes them to a temporary
/// directory:
///
/// ```swift
/// let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
/// withSnapshotDirectory(directory) {
///     expectSnapshot(of: Text("Hello"), named: "greeting")   // <directory>/<TestFile>/greeting.txt
/// }
/// ```
public func withSnapshotDirectory<R>(_ directory: URL, operation: () throws -> R) rethrows -> R {
    var settings = SnapshotSettings.current
    settings.directory = directory
    return try SnapshotSettings.$current.withValue(settings, operation: operation)
}

/// Runs the async `operation` with references under `directory` (see the synchronous overload).
public func withSnapshotDirectory<R>(
    _ directory: URL,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    var settings = SnapshotSettings.current
    settings.directory = directory
    return try await SnapshotSettings.$current.withValue(settings, operation: operation, isolation: isolation)
}
