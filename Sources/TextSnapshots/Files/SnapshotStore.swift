import Foundation

/// The reference snapshots in one directory: one UTF-8 text file per screen state at
/// `<directory>/<screen>/<state>.txt` (see ``SnapshotKey/relativePath``), each ending in a
/// newline. `preview record` / `preview check` and the snapshot assertions in `swift test`
/// read and write the same files through this type.
///
/// Writes are atomic and durable, and a batch costs about the same per file however large it
/// is: every changed file is first written to a temporary file beside it
/// (`Login/.idle.txt.tmp-3f9a0c1e`), the file system is synced once, the temporary files are
/// renamed into place, and it is synced once more. An interrupted run therefore never leaves
/// a half-written snapshot, only temporary files, which ``leftoverTemporaryFiles()`` lists and
/// ``removeLeftoverTemporaryFiles()`` deletes. Files whose text is unchanged are not touched.
///
/// Nothing is ever written outside the directory: a screen folder or snapshot file that is a
/// symbolic link to somewhere outside it is refused, as is a snapshot path that is a folder.
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
        // By path rather than URL: building a URL costs more than reading a small file. Only
        // when that fails is the path looked at, to tell why.
        let path = directoryPath + key.relativePath
        let data: Data
        if let contents = FileManager.default.contents(atPath: path) {
            data = contents
        } else {
            switch SnapshotFiles.kind(atPath: path) {
            // Missing only when nothing is there: a folder that cannot be searched (or a loop
            // of links) hides the file, and says so rather than "no snapshot yet".
            case .missing:
                guard SnapshotFiles.isAbsent(atPath: path) else { throw SnapshotStoreError.unreadable(path: path) }
                return nil
            case .directory: throw SnapshotStoreError.isADirectory(path: path)
            default: break
            }
            if SnapshotFiles.kind(atPath: path) == .symbolicLink, SnapshotFiles.resolvedPath(path) == nil {
                return nil  // A dangling link reads as no snapshot; writing refuses it.
            }
            throw SnapshotStoreError.unreadable(path: path)
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

    /// Why ``write(_:)`` would refuse to write `key`'s file, or `nil` when it would not: a link
    /// out of the directory, a folder where the file goes, a file where a folder goes. `check`
    /// asks before it tells anyone to run `record`, so that fix-it never names a refused fix.
    ///
    /// ```swift
    /// store.refusal(for: idle)?.description
    /// // "snapshot \"/repo/Tests/__Snapshots__/Login/idle.txt\" is a folder, not a file; remove or rename it, then record again"
    /// ```
    public func refusal(for key: SnapshotKey) -> SnapshotStoreError? {
        do {
            try SnapshotDirectoryGuard(directory: directory).requireSafe(key.relativePath)
            return nil
        } catch {
            return error as? SnapshotStoreError
        }
    }

    /// Records `text` as the snapshot for `key`, creating folders as needed.
    @discardableResult
    public func write(_ text: String, for key: SnapshotKey) throws -> WriteOutcome {
        try write([(key, text)])[0]
    }

    /// Records many snapshots at once, with two syncs in all however many files change (see
    /// ``SnapshotStore``), each text as given: the callers hand over text the one output rule
    /// has made safe (TextUI's drawings are; `record` and the snapshot assertions pass anything
    /// else through TextUI's `safeForOutput` first). Returns one outcome per snapshot, in order. Throws before writing
    /// anything when a path is unsafe (a link out of the directory, a folder where a file
    /// goes); a failure part-way leaves every snapshot either old or new, never half-written,
    /// and removes the temporary files it made.
    ///
    /// ```swift
    /// let outcomes = try store.write([(idle, "ログイン"), (error, "⚠ 失敗")])   // [.new, .unchanged]
    /// ```
    public func write(_ snapshots: [(key: SnapshotKey, text: String)]) throws -> [WriteOutcome] {
        var root = try SnapshotDirectoryGuard(directory: directory)
        for (key, _) in snapshots { try root.requireSafe(key.relativePath) }
        var outcomes: [WriteOutcome] = []
        var changes: [(target: String, text: String)] = []
        for (key, text) in snapshots {
            let existing = try read(key)
            // A reference that differs only in line endings (git's autocrlf) is left as it is.
            if existing.map({ LineEndings.reconciled($0, with: text) }) == text {
                outcomes.append(.unchanged)
                continue
            }
            outcomes.append(existing == nil ? .new : .changed)
            changes.append((fileURL(for: key).path, text))
        }
        guard !changes.isEmpty else { return outcomes }
        try root.createFolders(for: snapshots.map(\.key.relativePath))
        try replaceAtomically(changes, syncing: root.path)
        return outcomes
    }

    /// Temporary file, then one sync, then rename, then one more sync.
    private func replaceAtomically(_ changes: [(target: String, text: String)], syncing root: String) throws {
        var temporaries: [(temporary: String, target: String)] = []
        var renamed = 0
        // On any failure, the temporary files not yet renamed go.
        defer { for (temporary, _) in temporaries[renamed...] { SnapshotFiles.remove(temporary) } }
        for (target, text) in changes {
            let temporary = TemporaryFileName.path(for: target)
            try Self.attempt(target) { () throws(SnapshotFiles.Failure) in
                try SnapshotFiles.writeNewFile(Array((text + "\n").utf8), toPath: temporary)
            }
            temporaries.append((temporary, target))
        }
        try Self.attempt(root) { () throws(SnapshotFiles.Failure) in try SnapshotFiles.sync(root) }
        for (temporary, target) in temporaries {
            try Self.attempt(target) { () throws(SnapshotFiles.Failure) in try SnapshotFiles.rename(temporary, to: target) }
            renamed += 1
        }
        try Self.attempt(root) { () throws(SnapshotFiles.Failure) in try SnapshotFiles.sync(root) }
    }

    /// Runs one file-system call, turning its failure into a plain ``SnapshotStoreError``.
    private static func attempt(_ path: String, _ call: () throws(SnapshotFiles.Failure) -> Void) throws(SnapshotStoreError) {
        do {
            try call()
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }

    /// Temporary files an interrupted write left anywhere under the directory, as paths
    /// relative to it, sorted. Symbolic links are not followed.
    public func leftoverTemporaryFiles() -> [String] {
        listing().temporaryFiles
    }

    /// What the directory holds, from one walk: ``recordedRelativePaths()`` and
    /// ``leftoverTemporaryFiles()`` together, as `check` needs both.
    package func listing() -> (snapshots: [String], temporaryFiles: [String]) {
        var snapshots: [String] = []
        var temporaryFiles: [String] = []
        SnapshotFiles.walk(directory.path) { relative, name in
            if TemporaryFileName.isTemporary(name) {
                temporaryFiles.append(relative)
            } else if relative.hasSuffix(".txt") {
                snapshots.append(relative)
            }
        }
        return (snapshots.sorted(), temporaryFiles.sorted())
    }

    /// Deletes ``leftoverTemporaryFiles()`` and returns what it deleted; with `targets`, only
    /// those written for one of these snapshot paths (how a shard clears its own leftovers
    /// without touching another shard's files in the middle of being written).
    ///
    /// ```swift
    /// store.removeLeftoverTemporaryFiles(writtenFor: ["Login/idle.txt"])
    /// // ["Login/.idle.txt.tmp-3f9a0c1e"]; Login/.error.txt.tmp-… and .dat.nosync… stay
    /// ```
    @discardableResult
    public func removeLeftoverTemporaryFiles(writtenFor targets: Set<String>? = nil) -> [String] {
        // A long target's temporary file carries a shortened name: compare in that form.
        let stems = targets.map(TemporaryFileName.stems(of:))
        let leftovers = leftoverTemporaryFiles().filter { path in
            guard let stems else { return true }
            return Self.target(ofTemporaryPath: path).map(stems.contains) ?? false
        }
        for path in leftovers { SnapshotFiles.remove(directory.appendingPathComponent(path).path) }
        return leftovers
    }

    /// Every `.txt` file under the directory, as paths relative to it, sorted; empty when the
    /// directory does not exist. Used to find orphaned snapshots that no state produces.
    public func recordedRelativePaths() throws -> [String] {
        listing().snapshots
    }
}
