/// The number of columns text takes in a monospaced, terminal-like grid.
///
/// Width is measured per grapheme cluster (Swift `Character`), the unit layout never splits,
/// the way terminals that sum code-point widths draw it (the rule of `wcswidth` in Python's
/// `wcwidth` package, which the tests use as their oracle):
///
/// - Printable ASCII is 1 column, without a table lookup.
/// - C0 controls, DEL and C1 controls are 0. The layout engine expands tabs and splits lines
///   before measuring, so `"\t"`, `"\n"` and `"\r\n"` (one `Character` in Swift) never reach
///   the grid; they measure 0.
/// - East Asian Wide and Fullwidth characters (CJK, Hangul syllables, kana, fullwidth forms,
///   emoji with emoji presentation, the trigrams `☰`…`☷` since Unicode 16) and regional
///   indicators are 2. East Asian Ambiguous characters are 1, as in a non-CJK locale.
/// - Combining marks, format characters, variation selectors, the zero-width joiner, Hangul
///   medial vowels and final consonants are 0. U+00AD SOFT HYPHEN and the prepended
///   concatenation marks (`"\u{600}"`) are 1: terminals draw them.
/// - Within a cluster the columns add up: a spacing mark (general category Mc) after a base
///   adds 1 (`"कि"` is 2), Thai SARA AM adds 1 (`"สำ"` is 2), and a consonant joined to a
///   conjunct by a virama keeps its column (`"क्ष"` is 2). A cluster made only of
///   zero-width scalars is 0; one that starts with a spacing mark counts that mark.
/// - Emoji sequences stay 2: after a zero-width joiner the next scalar adds nothing (ZWJ
///   families, `"🏳️‍🌈"`), a skin tone after an emoji adds nothing, the second regional
///   indicator of a flag adds nothing, tags add nothing (`"🏴󠁧󠁢󠁥󠁮󠁧󠁿"`), and U+FE0F
///   VARIATION SELECTOR-16 widens a narrow emoji to 2 (`"❤️"`, keycaps like `"1️⃣"`).
///   U+FE0E VARIATION SELECTOR-15 never narrows: `"⌚︎"` stays 2, as `wcswidth` says.
///
/// Where terminals disagree, these are the choices made:
/// - A lone regional indicator is 2 (`wcswidth`, kitty, VTE); some terminals draw it in 1.
///   Measuring 2 leaves at worst a blank column.
/// - A skin tone after a non-emoji (`"a🏽"`) is drawn on its own: the cluster is 3.
/// - No state crosses from one cluster into the next, where `wcswidth` carries some: a
///   cluster is measured as if a base character came before it. `"a\u{200D}b"` is 2 (`wcswidth`
///   lets the joiner swallow the `b`: 1), Tamil `"நன்றி"` is 4 (3), and `"\u{102C}"`, a Myanmar
///   vowel sign that is a cluster of its own, is 1 even first in a string (0). Every such
///   case measures wider than `wcswidth`, never narrower, so a line can only fall short.
/// - Characters new in Unicode 18 follow Unicode 18's data, which `wcwidth` 0.7 (Unicode 17)
///   does not have yet: a terminal that predates them may draw them differently.
///
/// The tables come from Unicode 18.0 (``unicodeVersion``; see `UnicodeWidthTables.swift`
/// and the script beside it); unassigned code points in the CJK and emoji blocks already count
/// as wide.
///
/// ```swift
/// DisplayWidth.of("Hello")          // 5
/// DisplayWidth.of("日本語")           // 6
/// DisplayWidth.of("e\u{301}")       // 1
/// DisplayWidth.of("क्षत्रिय हिन्दी")    // 10
/// DisplayWidth.of("สำ")             // 2
/// DisplayWidth.of("👨‍👩‍👧‍👦")    // 2
/// DisplayWidth.of("🇯🇵")             // 2
/// DisplayWidth.of("\u{1F1EF}")      // 2 (a lone regional indicator)
/// DisplayWidth.of("❤")              // 1
/// DisplayWidth.of("❤️")              // 2
/// DisplayWidth.of("\u{200B}")       // 0
/// ```
///
/// TextUI only: SwiftUI measures text in points with a font; a text grid measures it in columns.
public enum DisplayWidth {
    /// The Unicode version the width tables were generated from.
    ///
    /// ```swift
    /// DisplayWidth.unicodeVersion   // "18.0.0"
    /// ```
    ///
    /// TextUI only: the Unicode version every width here depends on; SwiftUI has no text columns.
    public static let unicodeVersion = UnicodeWidthTables.unicodeVersion

    /// Columns a grapheme cluster takes in a monospaced grid: usually 0, 1 or 2, and more
    /// only for clusters a terminal draws as several glyphs (`"a🏽"` is 3).
    ///
    /// Printable ASCII is 1 and controls are 0; a single scalar is its table width; a longer
    /// cluster adds up its scalars by the rules in ``DisplayWidth``.
    ///
    /// ```swift
    /// DisplayWidth.of("A" as Character)          // 1
    /// DisplayWidth.of("한" as Character)          // 2
    /// DisplayWidth.of("ｱ" as Character)          // 1 (halfwidth katakana)
    /// DisplayWidth.of("👍🏽" as Character)         // 2
    /// DisplayWidth.of("1️⃣" as Character)         // 2
    /// DisplayWidth.of("क्ष" as Character)         // 2
    /// DisplayWidth.of("\u{301}" as Character)    // 0
    /// DisplayWidth.of("\r\n" as Character)       // 0
    /// ```
    ///
    /// TextUI only: a character's width in text columns; SwiftUI measures text in points.
    public static func of(_ character: Character) -> Int {
        let utf8 = character.utf8
        if let lead = utf8.first, lead < 0x80 {
            // A cluster led by an ASCII control is that control alone, or "\r\n".
            if lead < 0x20 || lead == 0x7F { return 0 }
            if utf8.count == 1 { return 1 }
        }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard iterator.next() != nil else {
            let width = ofScalar(first)
            // A spacing mark alone in its cluster (Myanmar U+102C) still takes its column.
            return width == 0 && first.value >= 0x900 && contains(first.value, in: UnicodeWidthTables.spacingMarks) ? 1 : width
        }
        return ofCluster(scalars)
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
    ///
    /// TextUI only: a string's width in text columns; SwiftUI measures text in points.
    @inlinable
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        if let width = asciiWidth(text.utf8) {
            return width
        }
        if let width = loneScalarWidth(text.unicodeScalars) {
            return width
        }
        var width = 0
        for character in text {
            width += of(character)
        }
        return width
    }

    /// The width of text whose every scalar is a cluster of its own (``isLoneCluster(_:)``),
    /// scalar by scalar without finding cluster boundaries; `nil` for other text.
    @usableFromInline
    static func loneScalarWidth<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> Int? {
        var width = 0
        for scalar in scalars {
            guard isLoneCluster(scalar.value) else { return nil }
            width += ofScalar(scalar)
        }
        return width
    }

    /// Whether the scalar is always a grapheme cluster by itself: no Unicode rule joins it to
    /// the scalar before or after it (it is no mark, joiner, selector, jamo, regional indicator,
    /// emoji modifier or prepended sign), so with only such scalars every scalar is a cluster.
    package static func isLoneCluster(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0x2FF: true                      // ASCII, Latin-1, Latin Extended, IPA, modifier letters
        case 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0: true // punctuation, currency signs
        case 0x2190...0x27BF, 0x2B00...0x2BFF: true               // arrows, operators, technical, boxes, shapes, symbols
        case 0x3000...0x3029, 0x3030...0x303F: true               // CJK punctuation, less the tone marks
        case 0x3041...0x3096, 0x309B...0x30FF: true               // kana, less the combining sound marks
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true // CJK ideographs, Hangul syllables
        case 0xFF01...0xFF60, 0xFFE0...0xFFE6: true               // full-width forms
        default: false
        }
    }

    /// Columns one Unicode scalar takes on its own: 0, 1 or 2.
    ///
    /// Controls and zero-width scalars (spacing marks included: they count only after a
    /// base) are 0, East Asian Wide and Fullwidth scalars and regional indicators 2,
    /// everything else 1. This ignores clustering: use ``of(_:)-(Character)`` to measure text.
    ///
    /// ```swift
    /// DisplayWidth.ofScalar("A")          // 1
    /// DisplayWidth.ofScalar("語")         // 2
    /// DisplayWidth.ofScalar("\u{301}")    // 0
    /// DisplayWidth.ofScalar("\u{7}")      // 0
    /// DisplayWidth.ofScalar("\u{1F1EF}")  // 2 (regional indicator J)
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
    ///
    /// TextUI only: a string's width in text columns; SwiftUI measures text in points.
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
    ///
    /// TextUI only: a character's width in text columns; SwiftUI measures text in points.
    public var displayWidth: Int { DisplayWidth.of(self) }
}
