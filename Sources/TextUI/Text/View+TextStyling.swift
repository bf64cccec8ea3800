// Type styling has no mark in text: each of these is accepted and draws the view as it was.
// `textCase` alone changes what is drawn (see Text+Case.swift).

extension View {
    /// Sets the font of the text in this view; drawn alike (see ``Font``).
    ///
    /// ```swift
    /// Label("Fetching weather", systemImage: "arrow.clockwise").font(.headline)
    /// ```
    /// ```text
    /// ↻ Fetching weather
    /// ```
    ///
    /// SwiftUI: View.font(_:)
    public func font(_ font: Font?) -> some View { self }

    /// SwiftUI: View.fontWeight(_:)
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }

    /// SwiftUI: View.fontDesign(_:)
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// SwiftUI: View.bold(_:)
    public func bold(_ isActive: Bool = true) -> some View { self }

    /// SwiftUI: View.italic(_:)
    public func italic(_ isActive: Bool = true) -> some View { self }

    /// SwiftUI: View.underline(_:pattern:color:)
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        self
    }

    /// SwiftUI: View.strikethrough(_:pattern:color:)
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        self
    }

    /// SwiftUI: View.monospaced(_:)
    public func monospaced(_ isActive: Bool = true) -> some View { self }

    /// Every digit is a column wide already: accepted, drawn alike.
    ///
    /// SwiftUI: View.monospacedDigit()
    public func monospacedDigit() -> some View { self }

    /// SwiftUI: View.kerning(_:)
    public func kerning(_ kerning: CGFloat) -> some View { self }

    /// SwiftUI: View.tracking(_:)
    public func tracking(_ tracking: CGFloat) -> some View { self }

    /// SwiftUI: View.baselineOffset(_:)
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

    /// Lines of text are one row apart whatever the spacing: accepted, drawn alike.
    ///
    /// SwiftUI: View.lineSpacing(_:)
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    /// Text is never drawn smaller; it wraps instead: accepted, drawn alike.
    ///
    /// SwiftUI: View.minimumScaleFactor(_:)
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

    /// SwiftUI: View.allowsTightening(_:)
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// Cut text ends in `…` wherever the mode puts it in SwiftUI: accepted, drawn alike.
    ///
    /// SwiftUI: View.truncationMode(_:)
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
}

extension Text {
    /// Where cut text leaves out characters.
    ///
    /// SwiftUI: Text.TruncationMode
    public enum TruncationMode: Hashable, Sendable {
        /// SwiftUI: Text.TruncationMode.head
        case head
        /// SwiftUI: Text.TruncationMode.tail
        case tail
        /// SwiftUI: Text.TruncationMode.middle
        case middle
    }

    /// How an underline or a strikethrough is drawn.
    ///
    /// SwiftUI: Text.LineStyle
    public struct LineStyle: Hashable, Sendable {
        /// SwiftUI: Text.LineStyle.pattern
        public let pattern: Pattern
        /// SwiftUI: Text.LineStyle.color
        public let color: Color?

        /// SwiftUI: Text.LineStyle.init(pattern:color:)
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// SwiftUI: Text.LineStyle.single
        public static let single = LineStyle()

        /// The dashes of a line.
        ///
        /// SwiftUI: Text.LineStyle.Pattern
        public enum Pattern: Hashable, Sendable {
            /// SwiftUI: Text.LineStyle.Pattern.solid
            case solid
            /// SwiftUI: Text.LineStyle.Pattern.dot
            case dot
            /// SwiftUI: Text.LineStyle.Pattern.dash
            case dash
            /// SwiftUI: Text.LineStyle.Pattern.dashDot
            case dashDot
            /// SwiftUI: Text.LineStyle.Pattern.dashDotDot
            case dashDotDot
        }
    }
}
