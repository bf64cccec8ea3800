#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension SnapshotStore {
    /// The `.txt` files in one folder of the directory (a screen's, named as ``SnapshotPath``
    /// escapes it), as paths relative to the directory, sorted; temporary files left out. How
    /// `expectSnapshots(of:)` finds a screen's orphaned references without walking the rest.
    ///
    /// ```swift
    /// store.recordedRelativePaths(inFolder: "Login")   // ["Login/error.txt", "Login/idle.txt", "Login/old.txt"]
    /// ```
    package func recordedRelativePaths(inFolder folder: String) -> [String] {
        var paths: [String] = []
        SnapshotFiles.walk(directory.appendingPathComponent(folder).path) { relative, name in
            if !TemporaryFileName.isTemporary(name), relative.hasSuffix(".txt") { paths.append(folder + "/" + relative) }
        }
        return paths.sorted()
    }

    /// Deletes the snapshot files at `relativePaths` (the orphans `preview record --prune`
    /// found), then each folder that leaves empty, and returns the paths deleted. A symbolic
    /// link is deleted, never what it leads to; a path that is a folder, or climbs out of the
    /// directory with `..`, is left alone.
    ///
    /// ```swift
    /// try store.removeSnapshots(["Login/old.txt"])   // ["Login/old.txt"]
    /// ```
    package func removeSnapshots(_ relativePaths: [String]) throws(SnapshotStoreError) -> [String] {
        var removed: [String] = []
        var folders: Set<String> = []
        for relative in relativePaths where !relative.split(separator: "/").contains("..") {
            let path = directory.appendingPathComponent(relative).path
            guard [.file, .symbolicLink, .other].contains(SnapshotFiles.kind(atPath: path)) else { continue }
            guard unlink(path) == 0 else {
                throw .cannotWrite(path: path, reason: SnapshotFiles.Failure(errno).reason)
            }
            removed.append(relative)
            if let slash = relative.lastIndex(of: "/") { folders.insert(String(relative[..<slash])) }
        }
        // Deepest first, so a folder emptied by removing its own empty folder goes too.
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            rmdir(directory.appendingPathComponent(folder).path)
        }
        return removed
    }
}
