import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI adds to an attributed string, so that a screen can write
    /// `string.foregroundColor = .red` or `string[range].underlineStyle = .single`. The values
    /// are kept on their runs; text has one colour and no underline, so ``Text`` draws the
    /// characters as they are.
    ///
    /// ```swift
    /// var terms = AttributedString("Read the Terms")
    /// if let range = terms.range(of: "Terms") {
    ///     terms[range].underlineStyle = .single
    ///     terms[range].foregroundColor = .blue
    /// }
    /// Text(terms)
    /// ```
    /// ```text
    /// Read the Terms
    /// ```
    ///
    /// SwiftUI: struct SwiftUIAttributes
    public struct SwiftUIAttributes: AttributeScope {
        /// SwiftUI: let foregroundColor: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
        public let foregroundColor: ForegroundColorAttribute
        /// SwiftUI: let backgroundColor: AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        /// SwiftUI: let font: AttributeScopes.SwiftUIAttributes.FontAttribute
        public let font: FontAttribute
        /// SwiftUI: let underlineStyle: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        /// SwiftUI: let strikethroughStyle: AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// SwiftUI: let foundation: AttributeScopes.FoundationAttributes
        public let foundation: FoundationAttributes

        /// The colour of a run's characters.
        ///
        /// SwiftUI: enum ForegroundColorAttribute
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// SwiftUI: typealias Value = Color
            public typealias Value = Color
            /// SwiftUI: static let name: String
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The colour behind a run's characters.
        ///
        /// SwiftUI: enum BackgroundColorAttribute
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// SwiftUI: typealias Value = Color
            public typealias Value = Color
            /// SwiftUI: static let name: String
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The font of a run's characters.
        ///
        /// SwiftUI: enum FontAttribute
        public enum FontAttribute: AttributedStringKey {
            /// SwiftUI: typealias Value = Font
            public typealias Value = Font
            /// SwiftUI: static let name: String
            public static let name = "SwiftUI.Font"
        }

        /// The line under a run of characters.
        ///
        /// SwiftUI: enum UnderlineStyleAttribute
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// SwiftUI: typealias Value = Text.LineStyle
            public typealias Value = Text.LineStyle
            /// SwiftUI: static let name: String
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The line through a run of characters.
        ///
        /// SwiftUI: enum StrikethroughStyleAttribute
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// SwiftUI: typealias Value = Text.LineStyle
            public typealias Value = Text.LineStyle
            /// SwiftUI: static let name: String
            public static let name = "SwiftUI.StrikethroughStyle"
        }
    }
}

extension AttributeDynamicLookup {
    /// Reaches SwiftUI's attributes by name on an attributed string or a slice of one.
    ///
    /// SwiftUI: subscript<T>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T where T : AttributedStringKey { get }
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
