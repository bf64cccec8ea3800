extension LocalizedStringKey {
    /// A string literal with interpolations while it is being built into a key. Each value is
    /// written out as SwiftUI shows it; the compiler calls these methods, you do not.
    ///
    /// SwiftUI: LocalizedStringKey.StringInterpolation
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var pieces: [TextPiece] = []

        /// SwiftUI: LocalizedStringKey.StringInterpolation.init(literalCapacity:interpolationCount:)
        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// SwiftUI: LocalizedStringKey.StringInterpolation.appendLiteral(_:)
        public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        /// A string, shown as it is.
        ///
        /// SwiftUI: LocalizedStringKey.StringInterpolation.appendInterpolation(_:)
        public mutating func appendInterpolation(_ string: String) {
            appendValue(string)
        }

        /// A number, written with its type's default format specifier (`%lld` for `Int`,
        /// `%lf` for `Double`: six decimals).
        ///
        /// SwiftUI: LocalizedStringKey.StringInterpolation.appendInterpolation(_:) where T : _FormatSpecifiable
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendValue(value._formatted(specifier: nil))
        }

        /// A number written with a printf-style `specifier` such as `"%.1f"` or `"%03d"`. A
        /// specifier that does not hold exactly one conversion fitting the value (`"%s"`,
        /// `"%d"` for a `Double`) writes the value with its default specifier instead.
        ///
        /// SwiftUI: LocalizedStringKey.StringInterpolation.appendInterpolation(_:specifier:)
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            appendValue(value._formatted(specifier: specifier))
        }

        /// `input` written by `format` as `Text(_:format:)` writes it: in the environment's
        /// locale when drawn (by default as `en_US` writes it), UTC, Gregorian.
        ///
        /// SwiftUI: LocalizedStringKey.StringInterpolation.appendInterpolation(_:format:)
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            pieces.append(.moment(.formatted(FormattedValue(input, format: format))))
        }

        /// A Foundation value (`Date`, `URL`, `UUID` …), written by `formatter` or, without
        /// one, as its description.
        ///
        /// SwiftUI: LocalizedStringKey.StringInterpolation.appendInterpolation(_:formatter:) (ReferenceConvertible)
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            appendValue(formatter?.string(for: subject) ?? subject.description)
        }

        /// An object, written by `formatter` or, without one, as its description.
        ///
        /// SwiftUI: LocalizedStringKey.StringInterpolation.appendInterpolation(_:formatter:) (NSObject)
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            appendValue(formatter?.string(for: subject) ?? subject.description)
        }

        /// The characters of an attributed string; attributes draw nothing in text.
        ///
        /// SwiftUI: LocalizedStringKey.StringInterpolation.appendInterpolation(_:) (AttributedString)
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendValue(String(attributedString.characters))
        }

        /// The text a `Text` shows.
        ///
        /// SwiftUI: LocalizedStringKey.StringInterpolation.appendInterpolation(_:) (Text)
        public mutating func appendInterpolation(_ text: Text) {
            for piece in text.pieces {
                if case .string(let string) = piece { appendValue(string) } else { pieces.append(piece) }
            }
        }

        /// A symbol, drawn as the glyph `Image(systemName:)` draws (an asset image as its name
        /// in parentheses).
        ///
        /// SwiftUI: LocalizedStringKey.StringInterpolation.appendInterpolation(_:) (Image)
        public mutating func appendInterpolation(_ image: Image) {
            if image.isAsset { appendValue("(\(image.systemName))") } else { pieces.append(.symbol(systemName: image.systemName)) }
        }

        /// An interpolated value, marked so the key's Markdown is not read inside it.
        private mutating func appendValue(_ string: String) {
            append(String(InlineMarkdown.openValue) + string + String(InlineMarkdown.closeValue))
        }

        private mutating func append(_ string: String) {
            if case .string(let last)? = pieces.last {
                pieces[pieces.count - 1] = .string(last + string)
            } else {
                pieces.append(.string(string))
            }
        }
    }
}
