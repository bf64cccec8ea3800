// Foundation's String(localized:), which Linux's Foundation lacks; Darwin's is used there.
#if !canImport(Darwin)
import Foundation

extension String {
    /// A string to look up in a table of translations, written as a literal with
    /// interpolations (`"Purchased \(date)"`). TextUI has no tables, so it reads as written,
    /// each interpolation as its own description.
    ///
    /// ```swift
    /// String(localized: "Purchased \(3) donuts")
    /// ```
    /// ```text
    /// Purchased 3 donuts
    /// ```
    ///
    /// TextUI only: Foundation's `String.LocalizationValue`, which Linux's Foundation lacks.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Sendable {
        let text: String

        /// TextUI only: `String.LocalizationValue.init(stringLiteral:)`.
        public init(stringLiteral value: String) { text = value }

        /// TextUI only: `String.LocalizationValue.init(stringInterpolation:)`.
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

        /// TextUI only: `String.LocalizationValue.init(_:)`, a value that is its text.
        public init(_ value: String) { text = value }

        /// TextUI only: `String.LocalizationValue.StringInterpolation`.
        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""
            /// TextUI only: `StringInterpolation.init(literalCapacity:interpolationCount:)`.
            public init(literalCapacity: Int, interpolationCount: Int) {}
            /// TextUI only: `StringInterpolation.appendLiteral(_:)`.
            public mutating func appendLiteral(_ literal: String) { text += literal }
            /// TextUI only: `StringInterpolation.appendInterpolation(_:)`, any value as its description.
            public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        }
    }

    /// The translation of `keyAndValue`: as written, since TextUI has no tables.
    ///
    /// TextUI only: Foundation's `String.init(localized:table:bundle:locale:comment:)`, which
    /// Linux's Foundation lacks.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.text
    }
}
#endif

#if !canImport(Darwin)
extension String {
    /// The text of `resource`: its key, since TextUI has no tables.
    ///
    /// Foundation: init(localized resource: LocalizedStringResource)
    public init(localized resource: LocalizedStringResource) {
        self = resource.key
    }
}
#endif
