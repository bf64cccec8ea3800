import TextUI

/// Strings that have broken text layout engines before: wide and narrow scripts, emoji
/// sequences, combining marks, very long words, empty strings, tabs and newlines.
enum Corpus {
    /// The hand-picked strings, then every string of the width corpus.
    static let strings: [String] = handPicked + WidthCorpus.entries.map(\.text)

    static let handPicked: [String] = [
        "",
        " ",
        "OK",
        "Sign in to continue",
        "日本語のテキストを折り返します。句読点、括弧「かっこ」も行頭に来ません。",
        "中文文本没有空格需要在字符之间换行。",
        "한국어 텍스트도 있습니다",
        "ｆｕｌｌｗｉｄｔｈ ＡＢＣ　全角スペース",
        "👨‍👩‍👧‍👦 family 👍🏽 thumbs 🇯🇵🇺🇸 flags 1️⃣ keycap ❤️ heart",
        "🏳️‍🌈🏳️‍⚧️👩🏾‍💻🧑‍🤝‍🧑",
        "e\u{301}\u{302}\u{303} cafe\u{301} a\u{20DD} n\u{303}",
        "\u{301}starts with a combining mark",
        "\u{200D}\u{FE0F}joiners first",
        "🇯 lone regional indicator",
        String(repeating: "Supercalifragilisticexpialidocious", count: 4),
        String(repeating: "長", count: 150),
        "tab\tseparated\tcolumns\nand\nnewlines\r\nCRLF\u{2028}line separator",
        "   leading spaces and trailing   ",
        "control\u{7}char\u{1B}[31m red \u{7F}",
        "mixed 日本語 and English words, wrapped (well)!",
        "\n\n\n",
        "\t",
        "…ー、。",
    ]

    /// Every Unicode scalar the corpus holds, and those of the visible forms the output rule
    /// gives its controls (`␛`), for checking that ASCII-style output adds only ASCII of its own.
    static let scalars: Set<Unicode.Scalar> = Set(strings.flatMap { ($0 + safeForOutput($0, keepsLineBreaks: false)).unicodeScalars })
}
