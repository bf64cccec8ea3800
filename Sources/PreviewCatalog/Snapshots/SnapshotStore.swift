import Foundation

/// The reference snapshots in one directory: one UTF-8 text file per screen state at
/// `<directory>/<screen>/<state>.txt` (see ``SnapshotKey/relativePath``), each ending in a
/// newline. `preview record` / `preview check` and the snapshot assertions in `swift test`
/// read and write the same files through this type.
///
/// Writes are atomic (a temporary file renamed into place), so an interrupted run never
/// leaves a half-written snapshot.
public struct SnapshotStore: Sendable {
    /// What a write did.
    public enum WriteOutcome: Sendable, Equatable {
        /// There was no file; now there is.
        case new
        /// The file held other text; now it holds this one.
        case changed
        /// The file already held exactly this text; nothing was written.
        case unchanged
    }

    /// The snapshot directory.
    public let directory: URL

    /// The directory's path ending in "/", to which a key's relative path is appended.
    private let directoryPath: String

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
        let path = self.directory.path
        self.directoryPath = path.hasSuffix("/") ? path : path + "/"
    }

    /// Where the snapshot for `key` lives.
    public func fileURL(for key: SnapshotKey) -> URL {
        // A snapshot is a file: saying so spares URL a look at the file system.
        directory.appending(path: key.relativePath, directoryHint: .notDirectory)
    }

    /// The recorded text (without the file's final newline), or `nil` when there is no file.
    public func read(_ key: SnapshotKey) throws -> String? {
        // By path rather than URL: building a URL costs more than reading a small file. A file
        // that is there but cannot be read is read again through URL, for the error.
        let path = directoryPath + key.relativePath
        let data: Data
        if let contents = FileManager.default.contents(atPath: path) {
            data = contents
        } else {
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            data = try Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SnapshotStoreError.notUTF8(path: path)
        }
        // Drop a final "\n" (not a "\r\n", which is one character) by its byte: `dropLast()`
        // on a String counts every character first.
        let utf8 = text.utf8
        guard utf8.last == 0x0A, utf8.dropLast().last != 0x0D else { return text }
        return String(utf8.dropLast())!
    }

    /// Records `text` as the snapshot for `key`, creating folders as needed.
    @discardableResult
    public func write(_ text: String, for key: SnapshotKey) throws -> WriteOutcome {
        let existing = try read(key)
        if existing == text { return .unchanged }
        let url = fileURL(for: key)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((text + "\n").utf8).write(to: url, options: .atomic)
        return existing == nil ? .new : .changed
    }

    /// Every `.txt` file under the directory, as paths relative to it, sorted; empty when the
    /// directory does not exist. Used to find orphaned snapshots that no state produces.
    public func recordedRelativePaths() throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        let prefix = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        return enumerator.compactMap { $0 as? URL }
            .map(\.standardizedFileURL.path)
            .filter { $0.hasSuffix(".txt") && $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }
            .sorted()
    }
}

/// A snapshot file that cannot be used.
public enum SnapshotStoreError: Error, Equatable, CustomStringConvertible {
    case notUTF8(path: String)

    public var description: String {
        switch self {
        case .notUTF8(let path):
            "snapshot \(path) is not UTF-8 text; delete it and record it again"
        }
    }
}
