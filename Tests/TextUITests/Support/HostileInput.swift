import Foundation
import TextUI

/// Input that has broken views before, or could: strings with every kind of cluster and
/// control character, numbers at and past every edge, and dates a server might send.
enum HostileInput {
    /// Strings a person reads and strings nobody should see: wide scripts, emoji sequences,
    /// combining marks, joiners, a very long word, Markdown marks by the hundred, and C0, C1,
    /// DEL and bidi controls.
    static let strings: [String] = Corpus.strings + [
        "\u{1B}]0;pwned\u{7}\u{1B}[31mred\u{1B}[0m",
        "\u{9B}31m C1 CSI \u{85}next line\u{9C}",
        "\u{202E}reversed\u{202C} \u{2066}isolated\u{2069} \u{202A}\u{202B}\u{202D}\u{2067}\u{2068}",
        "nul\u{0}in\u{0}the\u{0}middle",
        "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}\u{00AD}invisible",
        "مرحبا بالعالم שלום עולם",
        "नमस्ते กำลัง 𝕏𝔸 ᄀᄀᄀ각",
        "**bold** _em_ ~~gone~~ `code` [link](https://example.com) \\*escaped\\*",
        String(repeating: "*", count: 300),
        String(repeating: "_[", count: 150),
        "\u{E000}unclosed value \u{E001}\u{E001}\u{E000}",
        "%@ %d %s %1$@ %%",
        String(repeating: "W", count: 1_500),
        String(repeating: "👩‍👩‍👧‍👦", count: 40),
        String(repeating: "e\u{301}", count: 200),
    ]

    static let ints: [Int] = [0, 1, -1, 2, 3, 7, 64, 65, 999, 1_000, 1_001, 10_000, Int.max, Int.min, Int.max - 1]

    static let doubles: [Double] = [
        0, -0.0, 0.5, 1, -1, 2, 100, .nan, .infinity, -.infinity, 1e300, -1e300, 1e-300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9.3e18, -9.3e18,
    ]

    /// Seconds since 1970: ordinary moments, the ends of the years 1 and 9999, and past them.
    static let dateSeconds: [Double] = [
        1_767_000_000, 0, -1, 86_399, -62_135_596_800, 253_402_300_799, 253_402_300_800,
        .nan, .infinity, -.infinity, 1e300, -1e300, 9.3e18, -9.3e18,
    ]

    /// The moment every fuzzed tree is drawn for, so no drawing reads the clock.
    static let now = Date(timeIntervalSince1970: 1_767_000_000)
}
