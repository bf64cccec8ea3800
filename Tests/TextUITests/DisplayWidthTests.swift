import Testing
@testable import TextUI

@Suite("DisplayWidth")
struct DisplayWidthTests {
    /// All-ASCII strings take the UTF-8 fast path; the per-Character sum checks it.
    @Test(arguments: [
        ("", 0), ("a", 1), ("Hello, World!", 13), ("  ", 2), ("~!@#", 4),
        ("a\tb", 2), ("line\r\n", 4), ("\r\n\r\n", 0), ("\u{7F}x\u{1B}", 1),
    ] as [(String, Int)])
    func ascii(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
        #expect(text.displayWidth == width)
        #expect(text.reduce(0) { $0 + $1.displayWidth } == width)
    }

    @Test(arguments: [
        "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}",
    ] as [Character])
    func controlsAreZero(character: Character) {
        #expect(DisplayWidth.of(character) == 0)
        #expect(DisplayWidth.of(String(character)) == 0)
    }

    @Test(arguments: [
        ("日本語", 6), ("한", 2), ("한국어", 6), ("ㄱ", 2), ("ㄱㄴㄷ", 6),
        ("ｱ", 1), ("ｱｲｳ", 3), ("Ａ", 2), ("\u{3000}", 2), ("ab日本", 6),
        ("\u{1112}\u{1161}\u{11AB}", 2),  // 한 as conjoining jamo
        ("\u{304B}\u{3099}", 2),          // が as か + combining voiced mark
        ("α", 1), ("…", 1), ("○", 1),     // East Asian Ambiguous
    ] as [(String, Int)])
    func eastAsian(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
        #expect(text.displayWidth == width)
    }

    @Test(arguments: [
        ("e\u{301}", 1), ("é", 1), ("\u{301}", 0), ("a\u{301}\u{302}\u{303}", 1),
        ("\u{200B}", 0), ("\u{200D}", 0), ("\u{2060}", 0), ("\u{FEFF}", 0),
        ("a\u{200B}b", 2), ("\u{FE0F}", 0), ("\u{AD}", 1),
        ("\u{600}\u{661}", 2),  // prepended concatenation mark + Arabic digit: one cluster, both drawn
    ] as [(String, Int)])
    func combiningAndZeroWidth(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test(arguments: [
        ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("🏳️‍🌈", 2), ("🏴󠁧󠁢󠁥󠁮󠁧󠁿", 2),
        ("🇯🇵", 2), ("🇯🇵🇺🇸", 4), ("\u{1F1EF}", 2),
        ("1\u{FE0F}\u{20E3}", 2), ("#\u{FE0F}\u{20E3}", 2), ("1\u{20E3}", 1),
        ("\u{2764}\u{FE0F}", 2), ("\u{2764}", 1), ("\u{2764}\u{FE0E}", 1),
        ("\u{231A}", 2), ("\u{231A}\u{FE0E}", 2), ("©", 1), ("©\u{FE0F}", 2),
        ("\u{1FAE8}", 2), ("\u{2630}", 2),  // 🫨 (Unicode 15) and ☰ (wide since Unicode 16)
        ("a👍b", 4),
    ] as [(String, Int)])
    func emoji(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test(arguments: [
        ("A", 1), ("語", 2), ("ｱ", 1), ("e\u{301}", 1), ("\u{301}", 0),
        ("👍🏽", 2), ("🇯🇵", 2), ("1\u{FE0F}\u{20E3}", 2), ("\r\n", 0),
    ] as [(Character, Int)])
    func character(character: Character, width: Int) {
        #expect(DisplayWidth.of(character) == width)
        #expect(character.displayWidth == width)
    }

    @Test func substring() {
        let text = "ab日本語cd"
        let middle = text.dropFirst(2).prefix(3)
        #expect(middle.displayWidth == 6)
        #expect(DisplayWidth.of(text.prefix(2)) == 2)
    }

    /// Clusters add up their scalars the way `wcswidth` does (see ``DisplayWidth``).
    @Test(arguments: [
        ("कि", 2), ("क्ष", 2), ("क्षि", 2), ("हिन्दी", 4), ("สำ", 2), ("น้ำ", 2), ("\u{102C}", 1),
        ("a🏽", 3), ("a\u{200D}b", 2), ("🇯🇵🇺", 4), ("#\u{20E3}", 1), ("❤\u{FE0E}", 1),
        ("👩🏽\u{200D}❤\u{FE0F}\u{200D}👨🏿", 2), ("🧑\u{200D}🧑\u{200D}🧒", 2), ("🐦\u{200D}🔥", 2),
        ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{1161}", 0), ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 2),
    ] as [(String, Int)])
    func clustersAddUpTheirParts(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test(arguments: [
        // Wide and fullwidth, including unassigned code points that default to W.
        (0x1100, 2), (0x115F, 2), (0x231A, 2), (0x3000, 2), (0x3041, 2), (0x4E00, 2),
        (0x9FFF, 2), (0xAC00, 2), (0xD7A3, 2), (0xFF01, 2), (0xFFE6, 2), (0x1F300, 2),
        (0x1F600, 2), (0x1F3FB, 2), (0x1FAE8, 2), (0x20000, 2), (0x2FFFD, 2), (0x3FFFD, 2),
        // Zero width.
        (0x0300, 0), (0x036F, 0), (0x20DD, 0), (0x20E3, 0), (0x200B, 0), (0x200C, 0),
        (0x200D, 0), (0x2060, 0), (0xFEFF, 0), (0xFE00, 0), (0xFE0F, 0), (0xE0001, 0),
        (0xE0100, 0), (0xE01EF, 0), (0x1160, 0), (0x11FF, 0), (0xD7B0, 0), (0xD7FF, 0),
        (0x3099, 0),
        // Controls.
        (0x00, 0), (0x09, 0), (0x0A, 0), (0x1F, 0), (0x7F, 0), (0x80, 0), (0x9F, 0),
        // Narrow, halfwidth and ambiguous.
        (0x20, 1), (0x41, 1), (0x7E, 1), (0xA0, 1), (0xA1, 1), (0xAD, 1), (0xE9, 1),
        (0x0410, 1), (0x0903, 0), (0x2026, 1), (0x2028, 0), (0x2764, 1), (0xFF71, 1),
        (0xFFA0, 0), (0x1F1E6, 2), (0x0600, 1), (0xE000, 1), (0x10FFFD, 1),
    ] as [(UInt32, Int)])
    func scalar(value: UInt32, width: Int) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(DisplayWidth.ofScalar(scalar) == width)
    }
}

@Suite("UnicodeWidthTables")
struct UnicodeWidthTablesTests {
    enum Table: CaseIterable {
        case wide, zeroWidth

        var bounds: [UInt32] {
            switch self {
            case .wide: UnicodeWidthTables.wide
            case .zeroWidth: UnicodeWidthTables.zeroWidth
            }
        }
    }

    /// Membership by linear scan, independent of `DisplayWidth.contains`.
    static func linearContains(_ value: UInt32, _ table: [UInt32]) -> Bool {
        stride(from: 0, to: table.count - 1, by: 2).contains { table[$0] <= value && value <= table[$0 + 1] }
    }

    @Test(arguments: Table.allCases)
    func sortedMergedAndValid(table: Table) {
        let bounds = table.bounds
        #expect(!bounds.isEmpty)
        #expect(bounds.count % 2 == 0, "odd number of bounds")
        for index in stride(from: 0, to: bounds.count - 1, by: 2) {
            let (start, end) = (bounds[index], bounds[index + 1])
            #expect(start <= end, "range \(index / 2) is reversed")
            #expect(end <= 0x10FFFF, "range \(index / 2) is beyond Unicode")
            #expect(end < 0xD800 || start > 0xDFFF, "range \(index / 2) holds surrogates")
            if index + 2 < bounds.count {
                // `end + 1 < next start`: sorted, non-overlapping and not adjacent (merged).
                #expect(end + 1 < bounds[index + 2], "ranges \(index / 2) and \(index / 2 + 1) overlap or touch")
            }
        }
    }

    @Test func tablesAreDisjoint() {
        let (wide, zero) = (UnicodeWidthTables.wide, UnicodeWidthTables.zeroWidth)
        var (w, z) = (0, 0)
        while w < wide.count && z < zero.count {
            let overlaps = wide[w] <= zero[z + 1] && zero[z] <= wide[w + 1]
            #expect(!overlaps, "wide \(wide[w])...\(wide[w + 1]) overlaps zeroWidth \(zero[z])...\(zero[z + 1])")
            if wide[w + 1] < zero[z + 1] { w += 2 } else { z += 2 }
        }
    }

    /// `DisplayWidth.ofScalar` agrees with a sequential walk of both tables for every scalar.
    @Test func ofScalarMatchesTablesForEveryScalar() {
        let (wide, zero) = (UnicodeWidthTables.wide, UnicodeWidthTables.zeroWidth)
        var (w, z) = (0, 0)
        var mismatches: [UInt32] = []
        for value: UInt32 in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            while w < wide.count && wide[w + 1] < value { w += 2 }
            while z < zero.count && zero[z + 1] < value { z += 2 }
            let expected =
                if value < 0x20 || (0x7F..<0xA0).contains(value) { 0 }
                else if z < zero.count && zero[z] <= value { 0 }
                else if w < wide.count && wide[w] <= value { 2 }
                else { 1 }
            if DisplayWidth.ofScalar(scalar) != expected { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(10))")
    }

    @Test func containsHandlesEdgeTables() {
        #expect(!DisplayWidth.contains(5, in: []))
        #expect(DisplayWidth.contains(5, in: [5, 5]))
        #expect(!DisplayWidth.contains(4, in: [5, 5]))
        #expect(!DisplayWidth.contains(6, in: [5, 5]))
        let table: [UInt32] = [1, 2, 5, 7, 10, 10]
        let inside = (0...12).filter { DisplayWidth.contains(UInt32($0), in: table) }
        #expect(inside == [1, 2, 5, 6, 7, 10])
    }

    @Test(arguments: [
        (0x1100, true), (0x3000, true), (0xAC00, true), (0xFF01, true), (0x1F600, true),
        (0x20000, true), (0x41, false), (0x2764, false), (0xFF71, false), (0x3099, false),
        (0x1F1E6, true), (0x2630, true),
    ] as [(UInt32, Bool)])
    func wideSpotChecks(value: UInt32, isWide: Bool) {
        #expect(Self.linearContains(value, UnicodeWidthTables.wide) == isWide)
    }

    @Test(arguments: [
        (0x0300, true), (0x200B, true), (0x200D, true), (0xFE0F, true), (0x1160, true),
        (0xD7B0, true), (0xE0100, true), (0x3099, true), (0x00AD, false), (0x41, false),
        (0x1F3FB, false), (0x0903, true), (0x0600, false),
    ] as [(UInt32, Bool)])
    func zeroWidthSpotChecks(value: UInt32, isZeroWidth: Bool) {
        #expect(Self.linearContains(value, UnicodeWidthTables.zeroWidth) == isZeroWidth)
    }
}
