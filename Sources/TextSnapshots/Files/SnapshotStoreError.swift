/// A snapshot file that cannot be used or written. Each prints as one plain line naming the
/// path (escaped, see ``EchoedText``) and what to do.
///
/// ```text
/// refusing to write through "/repo/snaps/Login": it is a symbolic link to "/tmp/elsewhere", outside the snapshot directory; remove the link or give --dir the real folder
/// ```
public enum SnapshotStoreError: Error, Equatable, CustomStringConvertible {
    case notUTF8(path: String)
    case unreadable(path: String)
    case isADirectory(path: String)
    case notAFolder(path: String)
    case linkOutside(path: String, target: String)
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .notUTF8(let path):
            "snapshot \(EchoedText.quotedPath(path)) is not UTF-8 text; delete it and record it again"
        case .unreadable(let path):
            "snapshot \(EchoedText.quotedPath(path)) cannot be read; check its permissions"
        case .isADirectory(let path):
            "snapshot \(EchoedText.quotedPath(path)) is a folder, not a file; remove or rename it, then record again"
        case .notAFolder(let path):
            "\(EchoedText.quotedPath(path)) is a file where a snapshot folder goes; remove or rename it, then record again"
        case .linkOutside(let path, let target):
            "refusing to write through \(EchoedText.quotedPath(path)): it is a symbolic link to \(EchoedText.quotedPath(target)), outside the snapshot directory; remove the link or give --dir the real folder"
        case .cannotWrite(let path, let reason):
            "cannot write \(EchoedText.quotedPath(path)): \(reason); check the disk and permissions, then record again"
        }
    }
}
