/// The key a string literal becomes when a view takes it as a title: `Text("Save")`,
/// `Text("\(count) items")`. TextUI does not translate: a key draws as its own text, with each
/// interpolated value written in.
///
/// A string literal passed to `Text` becomes a key, as in SwiftUI; a `String` variable goes to
/// `Text`'s `StringProtocol` initializer and is shown as it is. A key's inline Markdown is read,
/// as SwiftUI reads it: `"**Save** and read the [terms](https://…)"` shows "Save and read the
/// terms" (see `InlineMarkdown`); interpolated values are shown as they are. Integers interpolate as their
/// digits; `Double` and `Float` as SwiftUI writes them, with six decimals (`%lf`), unless you
/// give a `specifier:`.
///
/// ```swift
/// let count = 3
/// VStack(alignment: .leading) {
///     Text("\(count) items")
///     Text("Rate \(4.25, specifier: "%.1f")")
///     Text("Ratio \(0.5)")
/// }.render(width: 20)
/// ```
/// ```text
/// 3 items
/// Rate 4.2
/// Ratio 0.500000
/// ```
///
/// SwiftUI: LocalizedStringKey
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key's pieces, in order: literal text and interpolated values already written out,
    /// and symbols, which draw per ``RenderStyle``.
    let pieces: [TextPiece]

    /// A key that is `value`, with no interpolation.
    ///
    /// SwiftUI: LocalizedStringKey.init(_:)
    public init(_ value: String) {
        pieces = [.string(InlineMarkdown.plain(value))]
    }

    /// The key a string literal with no interpolation becomes.
    ///
    /// SwiftUI: LocalizedStringKey.init(stringLiteral:)
    public init(stringLiteral value: String) {
        pieces = [.string(InlineMarkdown.plain(value))]
    }

    /// The key an interpolated string literal becomes.
    ///
    /// SwiftUI: LocalizedStringKey.init(stringInterpolation:)
    public init(stringInterpolation: StringInterpolation) {
        pieces = Self.readingMarkdown(stringInterpolation.pieces)
    }

    /// The first of the private-use code points that stand for the key's symbols and moments
    /// while its Markdown is read.
    private static let firstStandIn: UInt32 = 0xF0000

    /// `pieces` with the key's Markdown read across them, so `"**\(count, format: .number)**
    /// items"` loses its marks: each symbol or moment stands in the text as one private-use
    /// code point, inside value markers that Markdown never reads, and the text is split back
    /// at them.
    private static func readingMarkdown(_ pieces: [TextPiece]) -> [TextPiece] {
        var others: [TextPiece] = []
        var joined = ""
        for piece in pieces {
            guard case .string(let string) = piece else {
                joined += "\(InlineMarkdown.openValue)\(Character(Unicode.Scalar(firstStandIn + UInt32(others.count)) ?? "?"))\(InlineMarkdown.closeValue)"
                others.append(piece)
                continue
            }
            joined += string
        }
        guard !others.isEmpty else { return [.string(InlineMarkdown.plain(joined))] }
        let standIns = firstStandIn..<(firstStandIn + UInt32(others.count))
        var result: [TextPiece] = []
        var run = String.UnicodeScalarView()
        for scalar in InlineMarkdown.plain(joined).unicodeScalars {
            guard standIns.contains(scalar.value) else { run.append(scalar); continue }
            if !run.isEmpty { result.append(.string(String(run))) }
            run = String.UnicodeScalarView()
            result.append(others[Int(scalar.value - firstStandIn)])
        }
        if !run.isEmpty { result.append(.string(String(run))) }
        return result
    }
}

/// A piece of a text's content: a string, a symbol (an interpolated `Image`) whose glyph
/// depends on the style it is drawn in, or text written when it is drawn.
enum TextPiece: Equatable, Sendable {
    case string(String)
    case symbol(systemName: String)
    /// Text written for the moment and the language it is drawn in (a date, a running timer, a
    /// formatted value, a string SwiftUI supplies).
    case moment(TextMoment)
}

extension [TextPiece] {
    /// The pieces written out for `style` and `environment` (its moment and locale, read only
    /// when a piece needs them).
    func string(for style: RenderStyle, in environment: EnvironmentValues) -> String {
        if count == 1, case .string(let string) = self[0] { return string }
        var result = ""
        for piece in self {
            switch piece {
            case .string(let string): result += string
            case .symbol(let name): result += SymbolTable.glyph(for: name, style: style)
            case .moment(let moment): result += moment.text(now: { environment.now }, locale: environment.locale)
            }
        }
        return result
    }
}

/// What a text shows that depends on when or in which language it is drawn: written out at
/// drawing time, for the environment's ``EnvironmentValues/renderDate`` (or the clock's time)
/// and its ``EnvironmentValues/locale``.
enum TextMoment: Equatable, Sendable {
    /// `date` in a date style (`.date` and `.time` in the locale's words, the others counted from now).
    case date(Date, Text.DateStyle)
    /// A date range, its two ends in the locale's words.
    case range(ClosedRange<Date>)
    /// A running timer over `interval`.
    case timer(ClosedRange<Date>, countsDown: Bool, showsHours: Bool)
    /// A value written by a format style in the locale (see ``FormattedValue``).
    case formatted(FormattedValue)
    /// A string SwiftUI supplies, in the locale's language, with its arguments.
    case system(SystemString, [String])

    func text(now: () -> Date, locale: Locale) -> String {
        switch self {
        case let .date(date, style): style.text(for: date, now: now(), in: SystemLanguage(locale))
        case let .range(dates): Text.rangeString(dates, in: SystemLanguage(locale))
        case let .timer(interval, countsDown, showsHours):
            Text.timerString(interval, at: now(), countsDown: countsDown, showsHours: showsHours)
        case let .formatted(value): value.write(locale, now)
        case let .system(string, arguments):
            arguments.enumerated().reduce(string.text(in: locale)) { text, argument in
                text.replacingOccurrences(of: "{\(argument.offset + 1)}", with: argument.element)
            }
        }
    }
}
