import Foundation

/// What went wrong, in words a message can go on after: a ``SnapshotStoreError``'s own line,
/// or the system's description, without the full stop it ends in, so no message ends in two.
///
/// ```swift
/// ErrorWords.of(SnapshotStoreError.unreadable(path: "/s/a.txt"))   // "snapshot \"/s/a.txt\" cannot be read; check its permissions"
/// ErrorWords.of(cocoaError)   // "The file “index.html” couldn’t be saved in the folder “out”"
/// ```
package enum ErrorWords {
    package static func of(_ error: any Error) -> String {
        var words = (error as? SnapshotStoreError)?.description ?? error.localizedDescription
        while words.hasSuffix(".") || words.hasSuffix(" ") { words.removeLast() }
        return words
    }
}
