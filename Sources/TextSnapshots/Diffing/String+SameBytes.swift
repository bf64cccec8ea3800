import Foundation

extension String {
    /// Whether the two strings hold the same UTF-8 bytes: byte for byte, unlike `==`, which
    /// calls canonically equivalent strings equal ("é" precomposed and "e" + U+0301). A
    /// reference file matches its rendering only when the bytes match; compared as one block
    /// of memory, not character by character.
    ///
    /// ```swift
    /// "caf\u{E9}".hasSameBytes(as: "cafe\u{301}")   // false, though == says true
    /// ```
    package func hasSameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let fast = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.isEmpty || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
            }
        }
        return (fast ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
