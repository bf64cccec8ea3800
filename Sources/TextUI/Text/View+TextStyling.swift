// Type styling has no mark in text: each of these is accepted and draws the view as it was.
// `textCase` (see Text+Case.swift) and `minimumScaleFactor` alone change what is drawn.

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

    /// Lets the text in this view shrink to fit, down to `factor` of its size. A phone shrinks
    /// such text rather than wrap or cut it; a cell cannot shrink, so what stays faithful is
    /// the whole line: a one-line text below a factor of 1 keeps its line whole, and the room
    /// around it gives way — its padding narrows, its stack's siblings are served after it.
    /// Where the whole room is narrower than the line it wraps or is cut as any text, never
    /// wider than its room. How far it may shrink is not used: a letter is a cell.
    ///
    /// ```swift
    /// Text("EN").padding(.horizontal, 4).minimumScaleFactor(0.5).frame(width: 24).border()
    /// ```
    /// ```text
    /// ┌───┐
    /// │ EN│
    /// └───┘
    /// ```
    ///
    /// SwiftUI: nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        EnvironmentModifiedView(self) { $0.minimumScaleFactor = factor.isNaN ? 1 : Double(factor) }
    }

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
