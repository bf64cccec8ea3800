/// Placeholder until the generated tables land: CJK ranges only.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains("\u{FE0F}") { return 2 }
        return ofScalar(first)
    }

    public static func of<S: StringProtocol>(_ text: S) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    package static func ofScalar(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if (0x300..<0x370).contains(v) || v == 0x200D || (0xFE00...0xFE0F).contains(v) { return 0 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v) { return 2 }
        return 1
    }
}

extension StringProtocol {
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension Character {
    public var displayWidth: Int { DisplayWidth.of(self) }
}
