import Foundation

/// The name of the temporary file a snapshot is written to first, beside it:
/// `Login/.idle.txt.tmp-3f9a0c1e` for `Login/idle.txt` — hidden, and never a snapshot name
/// (encoded names never start with a dot).
///
/// A snapshot's name may use all of ``SnapshotPath/maximumComponentBytes``, and the dot and
/// `.tmp-3f9a0c1e` add 14 bytes, so a name longer than 241 bytes is shortened in its temporary
/// file's name: cut to whole characters, then `~` and the 16-digit ``StableHash`` of the whole
/// name. Every snapshot that can be named can then be written.
///
/// ```text
/// Login/.idle.txt.tmp-3f9a0c1e                      for Login/idle.txt
/// Login/.長い名前長い…長~5c0f…e2.tmp-3f9a0c1e          for a name of 250 bytes
/// ```
enum TemporaryFileName {
    /// What comes between the name and the random suffix.
    static let marker = ".tmp-"
    /// The longest name kept whole: the limit less the dot, the marker and eight hex digits.
    static let longestWholeName = SnapshotPath.maximumComponentBytes - 1 - marker.utf8.count - 8

    /// A fresh temporary path beside `target`.
    static func path(for target: String) -> String {
        let url = URL(fileURLWithPath: target)
        let name = "." + stem(of: url.lastPathComponent) + marker + SnapshotFiles.randomSuffix()
        return url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// `name` as it shows in its temporary file's name: whole, or shortened when longer than
    /// ``longestWholeName`` bytes.
    static func stem(of name: String) -> String {
        guard name.utf8.count > longestWholeName else { return name }
        let hash = "~" + StableHash.fnv1a64Hex(name)
        var kept = ""
        for character in name {
            guard kept.utf8.count + character.utf8.count + hash.utf8.count <= longestWholeName else { break }
            kept.append(character)
        }
        return kept + hash
    }

    /// Each snapshot path with its file name as ``stem(of:)`` gives it: what
    /// ``SnapshotStore/target(ofTemporaryPath:)`` reads back from a temporary file's path.
    static func stems(of targets: Set<String>) -> Set<String> {
        Set(targets.map { target in
            let folderEnd = target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex
            return String(target[..<folderEnd]) + stem(of: String(target[folderEnd...]))
        })
    }

    /// Whether a file name is a temporary file of an interrupted write: ours
    /// (`.idle.txt.tmp-…`) or one Foundation's atomic write left (`.dat.nosync…`).
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && (name.contains(marker) || name.hasPrefix(".dat.nosync"))
    }
}

extension SnapshotStore {
    /// The snapshot path a temporary file of ours was written for (`Login/.idle.txt.tmp-3f9a0c1e`
    /// → `Login/idle.txt`; for a long name, its shortened form, see ``TemporaryFileName``), or
    /// `nil` for one whose name does not say (Foundation's `.dat.nosync…`).
    package static func target(ofTemporaryPath path: String) -> String? {
        let folderEnd = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[folderEnd...]
        guard name.hasPrefix("."), let marker = name.range(of: TemporaryFileName.marker, options: .backwards) else { return nil }
        return String(path[..<folderEnd]) + name[name.index(after: name.startIndex)..<marker.lowerBound]
    }
}
