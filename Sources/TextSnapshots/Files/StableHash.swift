/// A hash that is the same on every machine and every run (unlike `Hasher`, which is seeded per
/// process): FNV-1a, 64 bits, over the UTF-8 bytes of a string. Used to shorten snapshot file
/// names that would pass the file-system limit.
///
/// ```swift
/// StableHash.fnv1a64Hex("")    // "cbf29ce484222325" (the offset basis)
/// StableHash.fnv1a64Hex("a")   // "af63dc4c8601ec8c"
/// ```
package enum StableHash {
    package static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// ``fnv1a64(_:)`` as 16 lowercase hexadecimal digits.
    package static func fnv1a64Hex(_ text: String) -> String {
        let digits = String(fnv1a64(text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
