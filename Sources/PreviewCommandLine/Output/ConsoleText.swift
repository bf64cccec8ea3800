import PreviewCatalog
import TextUI

/// A chunk of what `preview` prints: the words written here in the source (string literals),
/// color from ``Paint``, and the values interpolated into it, which pass the one output rule
/// (``TextUI/safeForOutput(_:keepsLineBreaks:)``) on the way in. A plain `String` does not
/// convert to it, so no name, path, reason or drawing that comes from the app reaches the
/// terminal raw, whichever line it is printed in.
///
/// ```swift
/// let line: ConsoleText = "\(paint.red("missing"))    \(path) — no snapshot yet"
/// // path "Login/a\u{1B}[2Jb.txt" prints: missing    Login/a␛[2Jb.txt — no snapshot yet
/// ```
/// An interpolated `String` is one line (a line break in it shows as `␊`); `\(lines: text)`
/// keeps its line breaks, for a drawing, a diff or a document.
package struct ConsoleText: ExpressibleByStringInterpolation, Sendable, Equatable {
    /// The text, safe to print.
    package private(set) var text: String

    /// Words written in the source.
    package init(stringLiteral literal: String) {
        text = literal
    }

    package init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// `text`, made safe, keeping its line breaks.
    package init(lines text: String) {
        self.text = safeForOutput(text)
    }

    /// `text`, made safe, on one line.
    package init(line text: String) {
        self.text = safeForOutput(text, keepsLineBreaks: false)
    }

    /// Text ``Paint`` wrapped in color codes around safe text.
    init(painted text: String) {
        self.text = text
    }

    package static func + (lhs: ConsoleText, rhs: ConsoleText) -> ConsoleText {
        ConsoleText(painted: lhs.text + rhs.text)
    }

    /// `lines` joined by `separator`.
    package static func joined(_ lines: [ConsoleText], separator: ConsoleText) -> ConsoleText {
        ConsoleText(painted: lines.map(\.text).joined(separator: separator.text))
    }

    /// Builds a ``ConsoleText`` from literal words and made-safe values.
    package struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        package init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        package mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// A value on one line: a line break in it shows as `␊`.
        package mutating func appendInterpolation(_ value: some StringProtocol) {
            text += safeForOutput(String(value), keepsLineBreaks: false)
        }

        /// A value of several lines, its line breaks kept.
        package mutating func appendInterpolation(lines value: String) {
            text += safeForOutput(value)
        }

        package mutating func appendInterpolation(_ value: Int) {
            text += String(value)
        }

        package mutating func appendInterpolation(_ value: ConsoleText) {
            text += value.text
        }
    }
}
