import Foundation

/// Turns screen and state names into file and folder names a person reads, that are safe on
/// macOS, Linux and Windows, and never map two different names to one file.
///
/// Names are NFC-normalized, then kept as they are — spaces, letters and digits of any script,
/// punctuation — except what a file system refuses or misreads, which becomes `%XX` per UTF-8
/// byte:
///
/// - `/ \ : * ? " < > |`, control characters (U+0000–U+001F, U+007F–U+009F) and bidi
///   controls (U+202A–U+202E, U+2066–U+2069), so no file list shows a name reversed: the
///   characters the one output rule rewrites (TextUI's `safeForOutput`; PreviewCatalog's
///   `SnapshotPathTests` checks that both name the same ones);
/// - `@`, which marks variants (`idle@w32.txt`), and `%`, the escape character itself;
/// - a space or `.` at the start or the end of the name (hidden files, trimmed names);
/// - the first letter of a name Windows reserves (`CON`, `PRN`, `AUX`, `NUL`, `COM0`–`COM9`,
///   `LPT0`–`LPT9`, and the superscript-digit forms), in any letter case and with any extension.
///
/// The empty name becomes `%`, which no other name can produce since a real `%` is written
/// `%25`. A component longer than ``maximumComponentBytes`` (with its suffix) is cut and ends in
/// `%~` and a 16-digit FNV-1a 64 hash of the whole name (``StableHash``), which no escaped name
/// contains; such a name cannot be read back from the file name, only recomputed from the name.
///
/// ```swift
/// SnapshotPath.component("wrong password")   // "wrong password"
/// SnapshotPath.component("注文/一覧")          // "注文%2F一覧"
/// SnapshotPath.component(".hidden")          // "%2Ehidden"
/// SnapshotPath.component("idle@w32")         // "idle%40w32"
/// SnapshotPath.component("con")              // "%63on"
/// SnapshotPath.component("100%")             // "100%25"
/// ```
///
/// Names that differ only in letter case ("Login", "login") give names that differ only in case,
/// which a case-insensitive file system (macOS's and Windows' default) stores as one file: the
/// catalog refuses such pairs rather than encode case.
public enum SnapshotPath {
    /// The longest file or folder name written, in UTF-8 bytes: the limit of APFS, ext4 and NTFS.
    public static let maximumComponentBytes = 255

    /// The escaped form of `name`, whatever its length (see ``fitted(_:suffix:)`` for the limit).
    public static func component(_ name: String) -> String {
        isPlainASCII(name) ? name : escapedComponent(name)
    }

    /// ``component(_:)`` the long way, scalar by scalar; the fast path must agree with it.
    static func escapedComponent(_ name: String) -> String {
        escapedUnits(name).joined()
    }

    /// Whether `name` is printable ASCII with nothing to escape, so it is its own component:
    /// checked byte by byte, because snapshot assertions run in unoptimized test builds, where
    /// the scalar-by-scalar path costs more than the comparison it serves. A name that might be
    /// a Windows device name (its part before the first `.`, trailing spaces trimmed, is three
    /// or four letters long and starts with c, p, a, n or l) takes the long way.
    private static func isPlainASCII(_ name: String) -> Bool {
        // Indexed over the bytes in place: in a debug build (how tests run) iterating the
        // UTF-8 view cost more than the rest of a snapshot assertion.
        name.utf8.withContiguousStorageIfAvailable(isPlainASCII) ?? isPlainASCII(Array(name.utf8))
    }

    private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isPlainASCIIBytes(bytes)
    }

    private static func isPlainASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(isPlainASCIIBytes)
    }

    private static func isPlainASCIIBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var first: UInt8?
        var last: UInt8 = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte >= 0x20, byte < 0x7F else { return false }
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: "?"),
                 UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "@"), UInt8(ascii: "%"):
                return false
            default:
                break
            }
            if first == nil { first = byte | 0x20 }
            last = byte
        }
        guard let first, first != UInt8(ascii: " ") | 0x20, first != UInt8(ascii: ".") | 0x20,
              last != UInt8(ascii: " "), last != UInt8(ascii: ".") else { return false }
        switch first {
        case UInt8(ascii: "c"), UInt8(ascii: "p"), UInt8(ascii: "a"), UInt8(ascii: "n"), UInt8(ascii: "l"):
            return !mightBeDeviceName(bytes)
        default:
            return true
        }
    }

    /// Whether an ASCII `name`'s base (before its first `.`, trailing spaces trimmed) is three
    /// or four bytes long, as every Windows device name is (`CON`, `COM1`, `LPT²` is not ASCII).
    private static func mightBeDeviceName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var length = 0
        var trailingSpaces = 0
        for byte in bytes {
            if byte == UInt8(ascii: ".") { break }
            length += 1
            trailingSpaces = byte == UInt8(ascii: " ") ? trailingSpaces + 1 : 0
        }
        return (3...4).contains(length - trailingSpaces)
    }

    /// `name` escaped and followed by `suffix` (such as `@w32.txt`), cut and hashed when the
    /// whole would pass ``maximumComponentBytes``.
    ///
    /// ```swift
    /// SnapshotPath.fitted(String(repeating: "長い名前", count: 30), suffix: ".txt")
    /// // "長い名前長い名前…長%~3f2a…c1.txt", 255 bytes at most
    /// ```
    public static func fitted(_ name: String, suffix: String) -> String {
        let whole = component(name) + suffix
        guard whole.utf8.count > maximumComponentBytes else { return whole }
        let units = escapedUnits(name)
        let marker = shortenedMarker + StableHash.fnv1a64Hex(name.precomposedStringWithCanonicalMapping)
        let budget = maximumComponentBytes - marker.utf8.count - suffix.utf8.count
        var prefix = ""
        for unit in units {
            guard prefix.utf8.count + unit.utf8.count <= budget else { break }
            prefix += unit
        }
        return prefix + marker + suffix
    }

    /// What ends a shortened name, before its hash.
    static let shortenedMarker = "%~"

    /// The name `component` was escaped from, or `nil` when no name escapes to exactly it (a
    /// file someone else named, an old-scheme name such as `wrong%20password`, a shortened name).
    public static func name(fromComponent component: Substring) -> String? {
        if component == "%" { return "" }
        var bytes: [UInt8] = []
        var index = component.utf8.startIndex
        let utf8 = component.utf8
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let first = utf8.index(after: index)
                guard first != utf8.endIndex else { return nil }
                let second = utf8.index(after: first)
                guard second != utf8.endIndex, let high = hexValue(utf8[first]), let low = hexValue(utf8[second]) else { return nil }
                bytes.append(high << 4 | low)
                index = utf8.index(after: second)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        // Compared byte for byte: String's == would take a decomposed "é" for the composed one.
        guard let name = String(validating: bytes, as: UTF8.self), self.component(name).utf8.elementsEqual(component.utf8) else {
            return nil
        }
        return name
    }

    /// The name as pieces: each kept scalar, or the `%XX…` escape of one that is not.
    private static func escapedUnits(_ name: String) -> [String] {
        if name.isEmpty { return ["%"] }
        let scalars = Array(name.precomposedStringWithCanonicalMapping.unicodeScalars)
        let reserved = isWindowsReserved(scalars)
        return scalars.enumerated().map { offset, scalar in
            let isEdge = offset == 0 || offset == scalars.count - 1
            let escapes = isUnsafe(scalar) || (isEdge && (scalar == " " || scalar == "."))
                || (offset == 0 && reserved)
            guard escapes else { return String(scalar) }
            return String(scalar).utf8.map { "%" + hexDigits($0) }.joined()
        }
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        isControlOrBidi(scalar) || "/\\:*?\"<>|@%".unicodeScalars.contains(scalar)
    }

    /// Whether `scalar` is a C0 or C1 control, DEL, or a bidi embedding, override, pop or
    /// isolate: what the one output rule rewrites (TextUI's `OutputSafety.isControlOrBidi`,
    /// which snapshot files do not import so that they compile beside TextUI).
    package static func isControlOrBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `CON`, `nul.txt`, `Com1 `: a name Windows keeps for a device, before its first `.`.
    private static func isWindowsReserved(_ scalars: [Unicode.Scalar]) -> Bool {
        var base = String(String.UnicodeScalarView(scalars.prefix { $0 != "." }))
        while base.hasSuffix(" ") { base.removeLast() }
        return windowsReservedNames.contains(base.uppercased())
    }

    private static let windowsReservedNames: Set<String> = {
        // One string of digits, not an array sum: the sum of literals took the type checker
        // over 400 ms.
        let numbered: [String] = ["COM", "LPT"].flatMap { device in
            "0123456789¹²³".map { device + String($0) }
        }
        return Set(["CON", "PRN", "AUX", "NUL"] + numbered)
    }()

    private static func hexDigits(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
