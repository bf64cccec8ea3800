/// The words a screen reader says for a symbol, as VoiceOver reads SF Symbols: a chevron is a
/// direction, a tray an inbox, a bell notifications. They sit beside the glyphs in
/// ``SymbolTable`` (over 2,000 names), and a name the table lacks takes its family's words
/// (`tortoise.circle.fill` reads "Slow", `bell.slash` "Notifications off").
///
/// | name | words |
/// | --- | --- |
/// | `chevron.right` / `chevron.left` | Forward / Back |
/// | `list.bullet` | List |
/// | `magnifyingglass` | Search |
/// | `exclamationmark.triangle` | Warning |
/// | `person.crop.circle.badge.plus` | Add account |
///
/// In a Japanese locale the words come from a table of their own (`SymbolWords+Japanese.swift`:
/// `chevron.right` reads "進む", `magnifyingglass` "検索"); a symbol it lacks, with all its
/// family, is read in English.
///
/// A name unknown to the table has no words: the image needs an `accessibilityLabel` or
/// `accessibilityHidden(true)`, and the transcript names the symbol until it has one.
enum SymbolWords {
    /// The words for `name` in English, or `nil` when it has none.
    static func words(for name: String) -> String? {
        SymbolTable.entry(for: name)?.words
    }

    /// The words for `name` in `language`, or `nil` when it has none.
    static func words(for name: String, in language: SystemLanguage) -> String? {
        guard language == .japanese,
            let standIn = SymbolTable.standIn(for: name, among: { japaneseWords[$0] != nil }),
            let words = japaneseWords[standIn.name]
        else { return words(for: name) }
        return standIn.isCrossedOut ? words + "オフ" : words
    }

    /// ``japanese``, parsed once.
    private static let japaneseWords = SystemLanguage.parse(japanese)
}
