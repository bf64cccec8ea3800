extension Text {
    /// A case to draw text in.
    ///
    /// SwiftUI: Text.Case
    public enum Case: Hashable, Sendable {
        /// SwiftUI: Text.Case.uppercase
        case uppercase
        /// SwiftUI: Text.Case.lowercase
        case lowercase

        /// `text` in this case (Unicode's full mapping, the same on every machine: `ß` → `SS`).
        func applied(to text: String) -> String {
            switch self {
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            }
        }
    }
}

extension View {
    /// Draws the text in this view in upper or lower case; `nil` keeps it as written. Unlike
    /// the other type styles, this changes the characters drawn.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Humidity").textCase(.uppercase)
    ///     Text("Straße").textCase(.uppercase)
    /// }
    /// ```
    /// ```text
    /// HUMIDITY
    /// STRASSE
    /// ```
    ///
    /// SwiftUI: View.textCase(_:)
    public func textCase(_ textCase: Text.Case?) -> some View {
        EnvironmentModifiedView(self) { $0.textCase = textCase }
    }
}
