import Foundation
import PreviewCatalog

/// Finds and checks the snapshot directory of `record` and `check`.
enum SnapshotDirectory {
    /// `--dir` (relative to the current directory), else the environment's default.
    static func url(_ options: PreviewOptions, in environment: PreviewEnvironment) throws(UsageError) -> URL {
        if let directory = options.directory {
            let url = directory.hasPrefix("/") ? URL(fileURLWithPath: directory) : environment.currentDirectory.appendingPathComponent(directory)
            return url.standardizedFileURL
        }
        guard let directory = environment.snapshotDirectory else {
            throw .noPackageRoot(currentDirectory: environment.currentDirectory.path)
        }
        return directory.standardizedFileURL
    }

    /// Refuses a path that exists but is a file.
    static func requireNotAFile(_ url: URL, in environment: PreviewEnvironment) throws(UsageError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .directoryIsAFile(display(url, in: environment))
        }
    }

    /// Refuses a directory that exists but whose files cannot be listed or read: every snapshot
    /// would look missing, and the fix is its permissions, not `record`.
    static func requireReadable(_ url: URL, in environment: PreviewEnvironment) throws(UsageError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return }
        guard environment.isReadable(url) else { throw .directoryNotReadable(display(url, in: environment)) }
    }

    /// Refuses a directory that cannot be written, or that cannot be created because its
    /// nearest existing ancestor cannot be written (or is a file).
    static func requireWritable(_ url: URL, in environment: PreviewEnvironment) throws(UsageError) {
        var candidate = url
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        guard isDirectory.boolValue else { throw .directoryIsAFile(display(candidate, in: environment)) }
        guard environment.isWritable(candidate) else {
            throw .directoryNotWritable(display(url, in: environment))
        }
    }

    /// `url` relative to the current directory when inside it, otherwise absolute.
    ///
    /// ```text
    /// Tests/__Snapshots__
    /// /tmp/snapshots
    /// ```
    static func display(_ url: URL, in environment: PreviewEnvironment) -> String {
        let base = environment.currentDirectory.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
