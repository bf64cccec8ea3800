import Foundation

/// Moves reference files named by the old percent-encoding scheme (``LegacySnapshotPath``,
/// `Login/wrong%20password.txt`) to today's names (`Login/wrong password.txt`). `preview
/// record` and the snapshot assertions rename; `preview check`, which never writes, reports
/// the file and says to run `record`.
///
/// ```swift
/// if let old = SnapshotMigration.oldFile(for: key, in: store) {
///     try SnapshotMigration.rename(old, to: key, in: store)
/// }
/// ```
package enum SnapshotMigration {
    /// The old-scheme path (relative to the store's directory) holding `key`'s reference, when
    /// that file exists and today's does not; otherwise `nil`.
    package static func oldFile(for key: SnapshotKey, in store: SnapshotStore) -> String? {
        guard let old = LegacySnapshotPath.relativePath(of: key) else { return nil }
        let files = FileManager.default
        guard !files.fileExists(atPath: store.fileURL(for: key).path),
              files.fileExists(atPath: store.directory.appendingPathComponent(old).path)
        else { return nil }
        return old
    }

    /// ``oldFile(for:in:)`` for many keys at once, from one listing of the folder
    /// (``SnapshotStore/recordedRelativePaths()``) instead of two file-system calls per key: the
    /// old-scheme file of each key whose file is not in `recorded` while its old one is, by the
    /// key's ``SnapshotKey/relativePath``. A folder whose every file is some key's today (the
    /// usual case) costs one set difference.
    ///
    /// ```swift
    /// SnapshotMigration.oldFiles(for: [wrongPassword], recorded: ["Login/wrong%20password.txt"])
    /// // ["Login/wrong password.txt": "Login/wrong%20password.txt"]
    /// ```
    package static func oldFiles(for keys: [SnapshotKey], recorded: [String]) -> [String: String] {
        let present = Set(recorded)
        let unclaimed = present.subtracting(keys.lazy.map(\.relativePath))
        guard !unclaimed.isEmpty else { return [:] }
        var result: [String: String] = [:]
        for key in keys where !present.contains(key.relativePath) {
            if let old = LegacySnapshotPath.relativePath(of: key), unclaimed.contains(old) {
                result[key.relativePath] = old
            }
        }
        return result
    }

    /// Moves the file at `old` to `key`'s path, creating its folder, and removes the old
    /// folder if that leaves it empty.
    package static func rename(_ old: String, to key: SnapshotKey, in store: SnapshotStore) throws {
        let files = FileManager.default
        let source = store.directory.appendingPathComponent(old)
        let destination = store.fileURL(for: key)
        try files.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try files.moveItem(at: source, to: destination)
        let oldFolder = source.deletingLastPathComponent()
        if oldFolder.standardizedFileURL.path != store.directory.path,
           (try? files.contentsOfDirectory(atPath: oldFolder.path))?.isEmpty == true {
            try? files.removeItem(at: oldFolder)
        }
    }
}
