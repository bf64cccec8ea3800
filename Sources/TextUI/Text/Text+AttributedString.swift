import Foundation

extension Text {
    /// Text that shows an attributed string's characters. Its attributes (fonts, colours,
    /// links) have no drawing in text; the characters are drawn as they are, never looked up
    /// for a translation. (Linux's AttributedString takes a string literal; a literal stays a
    /// ``LocalizedStringKey``, as in SwiftUI.)
    ///
    /// ```swift
    /// var reply = AttributedString("Use ")
    /// reply += AttributedString("List")
    /// Text(reply)
    /// ```
    /// ```text
    /// Use List
    /// ```
    ///
    /// SwiftUI: init(_ attributedContent: AttributedString)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
