/// The number of columns text takes in a monospaced, terminal-like grid.
///
/// Width is measured per grapheme cluster (Swift `Character`), the unit a
/// terminal draws in one go:
///
/// - Printable ASCII is 1 column, without a table lookup.
/// - C0 controls, DEL and C1 controls are 0. The layout engine expands tabs
///   and splits lines before measuring, so `"\t"`, `"\n"` and `"\r\n"` (one
///   `Character` in Swift) never reach the grid; they measure 0.
/// - East Asian Wide and Fullwidth characters (CJK, Hangul syllables, kana,
///   fullwidth forms, emoji with emoji presentation) are 2. East Asian
///   Ambiguous characters are 1, as in a non-CJK locale.
/// - Combining marks, variation selectors, the zero-width joiner and other
///   format characters are 0, as are Hangul medial vowels and final
///   consonants (they join the preceding initial consonant). U+00AD SOFT
///   HYPHEN is 1: most terminals draw it as a hyphen.
/// - A cluster is as wide as its widest scalar: `"e\u{301}"` is 1 and an
///   emoji ZWJ or skin-tone sequence is 2, because emoji are wide. A cluster
///   made only of zero-width scalars (a lone combining mark) is 0.
/// - A visible cluster containing U+FE0F VARIATION SELECTOR-16 (emoji
///   presentation) is 2, which also covers keycaps like `"1️⃣"`. U+FE0E
///   VARIATION SELECTOR-15 (text presentation) never narrows a cluster: many
///   terminals still draw a default-emoji character wide, and measuring one
///   column too many leaves a blank cell where one too few would overflow.
/// - A pair of regional indicators (a flag) is 2; a lone regional indicator
///   is 1, its East Asian Width.
/// - No cluster is wider than 2.
///
/// The tables come from Unicode 14.0 (see `UnicodeWidthTables.swift`);
/// unassigned code points in the CJK and emoji blocks already count as wide.
///
/// ```swift
/// DisplayWidth.of("Hello")         // 5
/// DisplayWidth.of("日本語")          // 6
/// DisplayWidth.of("e\u{301}")      // 1
/// DisplayWidth.of("👨‍👩‍👧‍👦")   // 2
/// DisplayWidth.of("🇯🇵")            // 2
/// DisplayWidth.of("❤")             // 1
/// DisplayWidth.of("❤️")             // 2
/// DisplayWidth.of("\u{200B}")      // 0
/// ```
public enum DisplayWidth {
    /// Columns a grapheme cluster takes in a monospaced grid: 0, 1 or 2.
    ///
    /// Printable ASCII is 1 and controls are 0. Otherwise the cluster is as
    /// wide as its widest scalar, and 2 if it is visible and holds U+FE0F or
    /// is a regional-indicator pair (a flag). See ``DisplayWidth`` for the
    /// full rules.
    ///
    /// ```swift
    /// DisplayWidth.of("A" as Character)          // 1
    /// DisplayWidth.of("한" as Character)          // 2
    /// DisplayWidth.of("ｱ" as Character)          // 1 (halfwidth katakana)
    /// DisplayWidth.of("👍🏽" as Character)         // 2
    /// DisplayWidth.of("1️⃣" as Character)         // 2
    /// DisplayWidth.of("\u{301}" as Character)    // 0
    /// DisplayWidth.of("\r\n" as Character)       // 0
    /// ```
    public static func of(_ character: Character) -> Int {
        let utf8 = character.utf8
        if let lead = utf8.first, lead < 0x80 {
            // A cluster led by an ASCII control is that control alone, or "\r\n".
            if lead < 0x20 || lead == 0x7F { return 0 }
            if utf8.count == 1 { return 1 }
        }
        var width = 0
        var hasEmojiPresentationSelector = false
        var regionalIndicators = 0
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0xFE0F:
                hasEmojiPresentationSelector = true
            case 0x1F1E6...0x1F1FF:
                regionalIndicators += 1
                width = max(width, 1)
            default:
                let scalarWidth = ofScalar(scalar)
                if scalarWidth == 2 { return 2 }
                width = max(width, scalarWidth)
            }
        }
        if width > 0 && (hasEmojiPresentationSelector || regionalIndicators > 1) {
            return 2
        }
        return width
    }

    /// Columns a string takes in a monospaced grid: the sum of
    /// ``of(_:)-(Character)`` over its grapheme clusters.
    ///
    /// A string that is all ASCII is measured by scanning its UTF-8 bytes,
    /// without forming grapheme clusters.
    ///
    /// ```swift
    /// DisplayWidth.of("")               // 0
    /// DisplayWidth.of("Hello, World!")  // 13
    /// DisplayWidth.of("한국어")           // 6
    /// DisplayWidth.of("ab日本")          // 6
    /// DisplayWidth.of("Ａ")              // 2 (fullwidth)
    /// ```
    @inlinable
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        if let width = asciiWidth(text.utf8) {
            return width
        }
        var width = 0
        for character in text {
            width += of(character)
        }
        return width
    }

    /// Columns one Unicode scalar takes on its own: 0, 1 or 2.
    ///
    /// Controls and zero-width scalars are 0, East Asian Wide and Fullwidth
    /// scalars 2, everything else 1. This ignores clustering: use
    /// ``of(_:)-(Character)`` to measure text.
    ///
    /// ```swift
    /// DisplayWidth.ofScalar("A")          // 1
    /// DisplayWidth.ofScalar("語")         // 2
    /// DisplayWidth.ofScalar("\u{301}")    // 0
    /// DisplayWidth.ofScalar("\u{7}")      // 0
    /// DisplayWidth.ofScalar("\u{1F1EF}")  // 1 (regional indicator J)
    /// ```
    package static func ofScalar(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }  // DEL and C1 controls
        if contains(value, in: UnicodeWidthTables.wide) { return 2 }
        if contains(value, in: UnicodeWidthTables.zeroWidth) { return 0 }
        return 1
    }

    /// Whether `value` lies in one of the inclusive ranges of a flat, sorted
    /// `[start, end, start, end, …]` table. Binary search.
    static func contains(_ value: UInt32, in table: [UInt32]) -> Bool {
        table.withUnsafeBufferPointer { bounds in
            guard bounds.count >= 2, value >= bounds[0] else { return false }
            // Find the last range that starts at or before `value`. The loop
            // has no data-dependent branch, so the compiler can use a conditional move.
            var base = 0
            var count = bounds.count / 2
            while count > 1 {
                let half = count / 2
                base = bounds[2 * (base + half)] <= value ? base + half : base
                count -= half
            }
            return value <= bounds[2 * base + 1]
        }
    }

    /// The width of all-ASCII UTF-8 (its printable bytes), or `nil` if it
    /// holds any non-ASCII byte or is not contiguous.
    @usableFromInline
    static func asciiWidth<U: Collection<UInt8>>(_ utf8: U) -> Int? {
        let width = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var printable = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte >= 0x20 && byte != 0x7F { printable += 1 }
            }
            return printable
        }
        return width ?? nil
    }
}

extension StringProtocol {
    /// Columns the string takes in a monospaced grid; see ``DisplayWidth``.
    ///
    /// ```swift
    /// "日本語".displayWidth    // 6
    /// "e\u{301}".displayWidth  // 1
    /// ```
    @inlinable
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension Character {
    /// Columns the character takes in a monospaced grid: 0, 1 or 2; see
    /// ``DisplayWidth``.
    ///
    /// ```swift
    /// Character("語").displayWidth  // 2
    /// Character("🇯🇵").displayWidth  // 2
    /// ```
    public var displayWidth: Int { DisplayWidth.of(self) }
}
