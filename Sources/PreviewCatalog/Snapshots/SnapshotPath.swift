import Foundation

/// Turns screen and state names into file and folder names that are safe on every file system
/// and never map two different names to one file.
///
/// Letters and digits of any script (NFC-normalized), `-` and `_` stay as they are; a `.` stays
/// unless it starts the name; everything else — `/`, spaces, `%`, `:`, emoji, control
/// characters — becomes `%XX` per UTF-8 byte. The empty name becomes `%`, which no other name
/// can produce since a real `%` is written `%25`.
///
/// ```swift
/// SnapshotPath.component("Login")            // "Login"
/// SnapshotPath.component("wrong password")   // "wrong%20password"
/// SnapshotPath.component("注文/一覧")          // "注文%2F一覧"
/// SnapshotPath.component(".hidden")          // "%2Ehidden"
/// ```
///
/// Names that differ only in letter case ("Login", "login") give names that differ only in case,
/// which a case-insensitive file system (macOS's default) stores as one file: the catalog
/// refuses such pairs rather than encode case.
public enum SnapshotPath {
    public static func component(_ name: String) -> String {
        if name.isEmpty { return "%" }
        if let ascii = asciiComponent(name) { return ascii }
        var result = ""
        for (offset, scalar) in name.precomposedStringWithCanonicalMapping.unicodeScalars.enumerated() {
            if keeps(scalar, atStart: offset == 0) {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            }
        }
        return result
    }

    /// ``component(_:)`` of an all-ASCII name, byte by byte (ASCII needs no normalizing), or
    /// `nil` when the name holds anything else. Written with plain loops and comparisons:
    /// tests run unoptimized, where generic iteration costs more than the encoding itself.
    private static func asciiComponent(_ name: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        var isFirst = true
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            let isLetterOrDigit = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            if isLetterOrDigit || byte == 0x2D || byte == 0x5F || (byte == 0x2E && !isFirst) {
                bytes.append(byte)
            } else {
                bytes.append(0x25)  // %
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
            isFirst = false
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func keeps(_ scalar: Unicode.Scalar, atStart: Bool) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": return true
        case ".": return !atStart
        default:
            guard !scalar.isASCII else { return false }
            let properties = scalar.properties
            return properties.isAlphabetic || properties.numericType != nil
                || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
