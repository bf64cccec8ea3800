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
        pieces = stringInterpolation.pieces.map { piece in
            if case .string(let string) = piece { .string(InlineMarkdown.plain(string)) } else { piece }
        }
    }
}

/// A piece of a text's content: a string, or a symbol (an interpolated `Image`) whose glyph
/// depends on the style it is drawn in.
enum TextPiece: Equatable, Sendable {
    case string(String)
    case symbol(systemName: String)
    /// Text counted from the moment it is drawn for (a relative date, a running timer).
    case moment(TextMoment)
}

extension [TextPiece] {
    /// The pieces written out for `style`, a moment's for `now` (read only when there is one).
    func string(for style: RenderStyle, now: @autoclosure () -> Date) -> String {
        if count == 1, case .string(let string) = self[0] { return string }
        var result = ""
        for piece in self {
            switch piece {
            case .string(let string): result += string
            case .symbol(let name): result += SymbolTable.glyph(for: name, style: style)
            case .moment(let moment): result += moment.text(now: now())
            }
        }
        return result
    }
}

/// What a text shows that depends on when it is drawn: written out at drawing time, for the
/// environment's ``EnvironmentValues/renderDate`` or the clock's time.
enum TextMoment: Equatable, Sendable {
    /// `date` in a style counted from now (`.relative`, `.offset`, `.timer`).
    case date(Date, Text.DateStyle)
    /// A running timer over `interval`.
    case timer(ClosedRange<Date>, countsDown: Bool, showsHours: Bool)

    func text(now: Date) -> String {
        switch self {
        case let .date(date, style): style.text(for: date, now: now)
        case let .timer(interval, countsDown, showsHours):
            Text.timerString(interval, at: now, countsDown: countsDown, showsHours: showsHours)
        }
    }
}
