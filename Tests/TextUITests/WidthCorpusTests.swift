import Testing
@testable import TextUI

/// DisplayWidth against the checked-in corpus of what `wcwidth.wcswidth` (the oracle) measures.
@Suite struct WidthCorpusTests {
    @Test func corpusIsLargeAndCoversEveryGroup() {
        #expect(WidthCorpus.entries.count >= 300)
        let groups = Set(WidthCorpus.entries.map(\.group))
        for group in ["devanagari", "bengali", "tamil", "gujarati", "sinhala", "myanmar", "khmer", "thai", "hangul",
                      "cjk", "arabic and hebrew", "emoji 15.0", "emoji 15.1", "emoji 16.0", "emoji 17.0",
                      "ZWJ sequences", "flags", "tag sequences", "keycaps", "control characters", "zero width and format"] {
            #expect(groups.contains(group), "no \(group) in the corpus")
        }
    }

    /// Every corpus string measures what the generator worked out, and never less than the oracle.
    @Test func everyStringMeasuresAsRecorded() {
        for entry in WidthCorpus.entries {
            #expect(DisplayWidth.of(entry.text) == entry.clusterWidth, "\(entry)")
            #expect(entry.clusterWidth >= entry.oracleWidth, "\(entry) would be narrower than wcswidth")
        }
    }

    /// The corpus holds the issue's examples with the oracle's widths.
    @Test(arguments: [
        ("क्षत्रिय हिन्दी", 10), ("สำ", 2), ("\u{1F1E6}", 2), ("☰☱☲☳☴☵☶☷", 16),
        ("👨\u{200D}👩\u{200D}👧\u{200D}👦", 2), ("1\u{FE0F}\u{20E3}", 2), ("⌚\u{FE0E}", 2),
    ] as [(String, Int)])
    func issueExamples(text: String, width: Int) throws {
        let entry = try #require(WidthCorpus.entries.first { $0.text == text }, "\(text.debugDescription) is not in the corpus")
        #expect(entry.oracleWidth == width)
        #expect(DisplayWidth.of(text) == width)
    }

    /// Where the two columns differ, DisplayWidth is the wider: it carries no state from one
    /// cluster into the next, as the DisplayWidth documentation says.
    @Test func theDocumentedDisagreementsAreWider() {
        let wider = WidthCorpus.entries.filter { $0.clusterWidth != $0.oracleWidth }
        #expect(!wider.isEmpty && wider.count <= 10, "\(wider)")
        for entry in wider {
            let sum = entry.text.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(sum == entry.clusterWidth, "\(entry)")
        }
    }

    @Test func unicodeVersionIsTheGeneratedOne() {
        #expect(DisplayWidth.unicodeVersion == UnicodeWidthTables.unicodeVersion)
        #expect(DisplayWidth.unicodeVersion.split(separator: ".").count == 3)
        #expect((Int(DisplayWidth.unicodeVersion.split(separator: ".")[0]) ?? 0) >= 17)
    }
}
