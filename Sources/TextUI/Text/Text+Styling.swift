// Styling that keeps a `Text` a `Text`, so styled pieces can be joined with `+`. Each is
// accepted and draws the text as it was.

extension Text {
    /// Sets this text's font; drawn alike, and still a `Text` to join with `+`.
    ///
    /// ```swift
    /// Text("Total ").font(.headline) + Text("¥1,500").bold()
    /// ```
    /// ```text
    /// Total ¥1,500
    /// ```
    ///
    /// SwiftUI: Text.font(_:)
    public func font(_ font: Font?) -> Text { self }
    /// SwiftUI: Text.fontWeight(_:)
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// SwiftUI: Text.fontDesign(_:)
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// SwiftUI: Text.bold()
    public func bold() -> Text { self }
    /// SwiftUI: Text.bold(_:)
    public func bold(_ isActive: Bool) -> Text { self }
    /// SwiftUI: Text.italic()
    public func italic() -> Text { self }
    /// SwiftUI: Text.italic(_:)
    public func italic(_ isActive: Bool) -> Text { self }
    /// SwiftUI: Text.monospaced(_:)
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// SwiftUI: Text.monospacedDigit()
    public func monospacedDigit() -> Text { self }
    /// SwiftUI: Text.underline(_:color:)
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// SwiftUI: Text.underline(_:pattern:color:)
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    /// SwiftUI: Text.strikethrough(_:color:)
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// SwiftUI: Text.strikethrough(_:pattern:color:)
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text { self }
    /// SwiftUI: Text.foregroundColor(_:)
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// SwiftUI: Text.foregroundStyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    /// SwiftUI: Text.kerning(_:)
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// SwiftUI: Text.tracking(_:)
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// SwiftUI: Text.baselineOffset(_:)
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}
