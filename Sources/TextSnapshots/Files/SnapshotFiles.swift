// The operating-system calls behind SnapshotStore's writes: lstat, open with O_EXCL, rename,
// one sync for a whole batch, realpath. Errors come back as plain words (strerror), never as
// an NSError dump.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// File-system calls for ``SnapshotStore``, each failing with one plain reason.
enum SnapshotFiles {
    /// What is at a path, without following a symbolic link there.
    enum Kind: Equatable {
        case missing, file, directory, symbolicLink, other
    }

    static func kind(atPath path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Whether nothing is at `path`: `lstat` finds no entry (or a file where a folder should
    /// be), rather than failing for want of permission or on a loop of links.
    static func isAbsent(atPath path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && (errno == ENOENT || errno == ENOTDIR)
    }

    /// The path with every symbolic link resolved, or `nil` when it does not resolve.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates the folder (its parent must exist); fine when it is already there.
    static func makeDirectory(_ path: String) throws(Failure) {
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw Failure(errno) }
    }

    /// Writes `bytes` to a file that must not exist yet. Off Linux the file is also synced,
    /// since there is no one call that syncs a whole file system there.
    static func writeNewFile(_ bytes: [UInt8], toPath path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let failure = Failure(errno)
                close(descriptor)
                throw failure
            }
            written += count
        }
        #if !canImport(Glibc)
        if fsync(descriptor) != 0 {
            let failure = Failure(errno)
            close(descriptor)
            throw failure
        }
        #endif
        if close(descriptor) != 0 { throw Failure(errno) }
    }

    /// Makes what was written under `path` durable: on Linux one `syncfs` for the whole file
    /// system (however many files), elsewhere an `fsync` of the folder.
    static func sync(_ path: String) throws(Failure) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(errno) }
        defer { close(descriptor) }
        #if canImport(Glibc)
        if let syncfs = linuxSyncFileSystem {
            if syncfs(descriptor) != 0 { throw Failure(errno) }
        } else {
            Glibc.sync()  // Waits for the writes on Linux; syncs every file system, not just this one.
        }
        #else
        if fsync(descriptor) != 0 { throw Failure(errno) }
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `syncfs`, which its Swift module does not import (it needs `_GNU_SOURCE`).
    private static let linuxSyncFileSystem: (@convention(c) (Int32) -> Int32)? = {
        guard let symbol = dlsym(nil, "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()
    #endif

    static func rename(_ source: String, to target: String) throws(Failure) {
        if Foundation.rename(source, target) != 0 { throw Failure(errno) }
    }

    static func remove(_ path: String) {
        unlink(path)
    }

    /// Every entry under the folder at `root`, hidden ones too, as its path relative to `root`
    /// and its name, in no set order; a symbolic link is listed, never followed. Reads the
    /// folders with `readdir`, so a folder of thousands of snapshots costs no `URL` or path
    /// rewriting per file (Foundation's enumerator spent most of a clean `check` there).
    static func walk(_ root: String, _ body: (_ relative: String, _ name: String) -> Void) {
        var folders: [(path: String, relative: String)] = [(root, "")]
        while let (path, relative) = folders.popLast() {
            guard let folder = opendir(path) else { continue }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                body(child, name)
                let isFolder: Bool
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): isFolder = true
                case Int32(DT_UNKNOWN): isFolder = kind(atPath: path + "/" + name) == .directory
                default: isFolder = false
                }
                if isFolder { folders.append((path + "/" + name, child)) }
            }
        }
    }

    /// Eight random hex digits for a temporary file's name.
    static func randomSuffix() -> String {
        let digits = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// Why a call failed: the system's own short words for `errno`.
    struct Failure: Error {
        let code: Int32
        init(_ code: Int32) { self.code = code }
        var reason: String { String(cString: strerror(code)).lowercased() }
    }
}
