import Foundation

/// Keeps ``SnapshotStore`` writes inside its directory: resolves the directory once, refuses
/// any screen folder or snapshot file that is a symbolic link leading outside it (or nowhere),
/// a folder where a file goes and a file where a folder goes, and creates missing folders.
/// The directory itself may be a link: it is what `--dir` names.
struct SnapshotDirectoryGuard {
    let directory: URL
    /// The directory with links resolved; `nil` while it does not exist.
    private(set) var resolved: String?

    init(directory: URL) throws {
        self.directory = directory
        switch SnapshotFiles.kind(atPath: directory.path) {
        case .missing: resolved = nil
        case .directory, .symbolicLink:
            guard let path = SnapshotFiles.resolvedPath(directory.path), SnapshotFiles.kind(atPath: path) == .directory else {
                throw SnapshotStoreError.notAFolder(path: directory.path)
            }
            resolved = path
        default: throw SnapshotStoreError.notAFolder(path: directory.path)
        }
    }

    /// The path syncs go to: the resolved directory.
    var path: String { resolved ?? directory.path }

    /// Throws when writing `relativePath` would leave the directory or hit a folder.
    func requireSafe(_ relativePath: String) throws {
        guard let resolved else { return }
        let parts = relativePath.split(separator: "/").map(String.init)
        var current = directory
        for (index, part) in parts.enumerated() {
            current = current.appendingPathComponent(part)
            let isLast = index == parts.count - 1
            switch SnapshotFiles.kind(atPath: current.path) {
            case .missing: return
            case .symbolicLink:
                let target = SnapshotFiles.resolvedPath(current.path)
                guard let target, target.hasPrefix(resolved.hasSuffix("/") ? resolved : resolved + "/") else {
                    let shown = target ?? ((try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)) ?? "nowhere")
                    throw SnapshotStoreError.linkOutside(path: current.path, target: shown)
                }
                let kind = SnapshotFiles.kind(atPath: target)
                if isLast, kind == .directory { throw SnapshotStoreError.isADirectory(path: current.path) }
                if !isLast, kind != .directory { throw SnapshotStoreError.notAFolder(path: current.path) }
            case .directory:
                if isLast { throw SnapshotStoreError.isADirectory(path: current.path) }
            case .file, .other:
                if !isLast { throw SnapshotStoreError.notAFolder(path: current.path) }
            }
        }
    }

    /// Creates the directory and the folders of `relativePaths` that are missing.
    mutating func createFolders(for relativePaths: [String]) throws {
        if resolved == nil {
            var missing: [URL] = []
            var candidate = directory
            while SnapshotFiles.kind(atPath: candidate.path) == .missing, candidate.path != "/" {
                missing.append(candidate)
                candidate = candidate.deletingLastPathComponent()
            }
            for folder in missing.reversed() { try makeDirectory(folder.path) }
            resolved = SnapshotFiles.resolvedPath(directory.path)
        }
        var made: Set<String> = []
        for relativePath in relativePaths {
            // Every folder between the directory and the file, outermost first.
            var folder = directory
            for part in relativePath.split(separator: "/").dropLast() {
                folder = folder.appendingPathComponent(String(part))
                guard made.insert(folder.path).inserted else { continue }
                if SnapshotFiles.kind(atPath: folder.path) == .missing { try makeDirectory(folder.path) }
            }
        }
    }

    private func makeDirectory(_ path: String) throws {
        do throws(SnapshotFiles.Failure) {
            try SnapshotFiles.makeDirectory(path)
        } catch {
            throw SnapshotStoreError.cannotWrite(path: path, reason: error.reason)
        }
    }
}
