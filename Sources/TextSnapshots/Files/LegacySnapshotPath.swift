import Foundation

/// The file names snapshots had before names a person reads (ViewStateKit 0.1): everything but
/// ASCII letters and digits, `-`, `_`, a `.` after the first character, and letters, digits and
/// marks of other scripts was percent-encoded, spaces included (`wrong%20password.txt`).
/// `preview record` renames such a file to today's name; `preview check` and the snapshot
/// assertions point at it.
///
/// ```swift
/// LegacySnapshotPath.relativePath(of: SnapshotKey(screen: "Login", state: "wrong password"))
/// // "Login/wrong%20password.txt"   (today: "Login/wrong password.txt")
/// LegacySnapshotPath.relativePath(of: SnapshotKey(screen: "Login", state: "idle"))
/// // nil: the same name under both schemes
/// ```
package enum LegacySnapshotPath {
    /// The old scheme's path for `key`, or `nil` when it is today's path too.
    package static func relativePath(of key: SnapshotKey) -> String? {
        // The variant suffixes are the same under both schemes (`@w32`, `@h24`, `@ascii`, `@a11y`).
        var file = component(key.state)
        if key.isAccessibility {
            file += "@a11y"
        } else {
            if key.width != SnapshotKey.defaultWidth { file += "@w\(key.width)" }
            if let height = key.height { file += "@h\(height)" }
            if key.style != SnapshotKey.defaultStyle { file += "@\(key.style.rawValue)" }
        }
        let path = component(key.screen) + "/" + file + ".txt"
        return path == key.relativePath ? nil : path
    }

    static func component(_ name: String) -> String {
        if name.isEmpty { return "%" }
        var result = ""
        for (offset, scalar) in name.precomposedStringWithCanonicalMapping.unicodeScalars.enumerated() {
            if keeps(scalar, atStart: offset == 0) {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    let digits = String(byte, radix: 16, uppercase: true)
                    result += "%" + (digits.count == 1 ? "0" + digits : digits)
                }
            }
        }
        return result
    }

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
