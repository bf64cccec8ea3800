import Foundation

/// A string SwiftUI supplies rather than the app: a button's title (`EditButton`'s "Edit"), a
/// placeholder ("Search"), a screen reader's word for a state ("on"), a date's words. Each is
/// looked up in the table of the environment's language (``SystemLanguage``) when it is drawn,
/// so `.environment(\.locale, Locale(identifier: "ja_JP"))` turns "Edit" into "編集" as a
/// Japanese phone shows it. The tables are data, one per language: `SystemStrings+English.swift`
/// and `SystemStrings+Japanese.swift`.
enum SystemString: String, CaseIterable, Sendable {
    // Buttons, fields and titles.
    case edit, done, cancel, ok, delete, search, back, share, paste, error
    case noResults, noResultsFor, checkSpelling, searchScope, time
    // What a screen reader says for a control's state or action.
    case on, off, mixed, inProgress, percent, characters, increment, decrement, expanded, collapsed, pageOf
    // Dates: names, patterns and the units of a distance in time.
    case months, weekdaysShort, am, pm
    case datePattern, shortDatePattern, timePattern, timeWithSecondsPattern, monthTitlePattern
    case second, seconds, minute, minutes, hour, hours, day, days, week, weeks, month, monthsUnit, year, years
    case unitPattern, unitListPattern, zeroSeconds, ago, later, now, yesterday, tomorrow

    /// The text in `language`, with `{1}`, `{2}` … replaced by `arguments` in order.
    func text(in language: SystemLanguage, _ arguments: String...) -> String {
        text(in: language, arguments: arguments)
    }

    /// The text in the language of `locale`, with `{1}`, `{2}` … replaced by `arguments`.
    func text(in locale: Locale, _ arguments: String...) -> String {
        text(in: SystemLanguage(locale), arguments: arguments)
    }

    private func text(in language: SystemLanguage, arguments: [String]) -> String {
        var text = language.table[rawValue] ?? rawValue
        for (index, argument) in arguments.enumerated() {
            text = text.replacingOccurrences(of: "{\(index + 1)}", with: argument)
        }
        return text
    }

    /// The comma-separated list in `language` (``months``, ``weekdaysShort``).
    func list(in language: SystemLanguage) -> [String] {
        text(in: language).split(separator: ",").map(String.init)
    }
}

/// The languages TextUI has system strings in: English, and Japanese for a locale whose
/// language is Japanese (`ja`, `ja_JP`). Any other locale reads English.
enum SystemLanguage: Sendable {
    case english, japanese

    init(_ locale: Locale) {
        let identifier = locale.identifier.lowercased()
        self = identifier == "ja" || identifier.hasPrefix("ja_") || identifier.hasPrefix("ja-") ? .japanese : .english
    }

    /// The language's table, parsed once.
    var table: [String: String] {
        switch self {
        case .english: Self.englishTable
        case .japanese: Self.japaneseTable
        }
    }

    private static let englishTable = parse(SystemStrings.english)
    private static let japaneseTable = parse(SystemStrings.japanese)

    /// `key<TAB>text` lines into a dictionary.
    static func parse(_ data: String) -> [String: String] {
        var table: [String: String] = [:]
        for line in data.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2 else { continue }
            table[String(fields[0])] = String(fields[1])
        }
        return table
    }

    /// `pattern` with each `{name}` replaced by its value in `values`.
    static func fill(_ pattern: String, _ values: [String: String]) -> String {
        var text = pattern
        for (name, value) in values {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }
}

/// The tables of system strings, one per language (see ``SystemString``).
enum SystemStrings {}

extension SystemLanguage: CaseIterable {}

extension Text {
    /// `string`, written in the language of the locale the text is drawn in, with its arguments.
    init(_ string: SystemString, _ arguments: String...) {
        self.init(pieces: [.moment(.system(string, arguments))])
    }
}

extension SystemString {
    /// The actions a screen reader offers on an adjustable control: Increment, Decrement.
    static func adjustActions(in locale: Locale) -> [String] {
        [increment.text(in: locale), decrement.text(in: locale)]
    }
}
