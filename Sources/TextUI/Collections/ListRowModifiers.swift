extension View {
    /// Accepted: a row's background has no colour in text. Draws this view as it is; text in
    /// the background view, which a phone would show behind the row, is not drawn.
    ///
    /// ```swift
    /// List { Text("Pinned").listRowBackground(Color.yellow) }.render(width: 12)
    /// ```
    /// ```text
    /// ╭──────────╮
    /// │ Pinned   │
    /// ╰──────────╯
    /// ```
    ///
    /// SwiftUI: func listRowBackground<V>(_ view: V?) -> some View where V : View
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        self
    }

    /// Accepted: a separator's colour has no meaning in text.
    ///
    /// SwiftUI: func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Accepted: TextUI keeps a section's box. Draws this view as it is.
    ///
    /// SwiftUI: func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Accepted: a row's content keeps one column from the box on each side.
    ///
    /// SwiftUI: func listRowInsets(_ insets: EdgeInsets?) -> some View
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        self
    }

    /// Accepted: rows are one rule apart.
    ///
    /// SwiftUI: func listRowSpacing(_ spacing: CGFloat?) -> some View
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        self
    }

    /// Accepted: sections are one empty row apart.
    ///
    /// SwiftUI: func listSectionSpacing(_ spacing: CGFloat) -> some View
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        self
    }

    /// Accepted: a tint has no colour in text.
    ///
    /// SwiftUI: func listItemTint(_ tint: Color?) -> some View
    public func listItemTint(_ tint: Color?) -> some View {
        self
    }

    /// Accepted: a section header's prominence changes its font, which text does not have.
    ///
    /// SwiftUI: func headerProminence(_ prominence: Prominence) -> some View
    public func headerProminence(_ prominence: Prominence) -> some View {
        self
    }

    /// Accepted: the background behind a list or form has no colour in text.
    ///
    /// SwiftUI: func scrollContentBackground(_ visibility: Visibility) -> some View
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        self
    }

    /// Accepted: a badge's prominence changes its colour.
    ///
    /// SwiftUI: func badgeProminence(_ prominence: BadgeProminence) -> some View
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        self
    }
}

/// How prominent a section header is.
///
/// SwiftUI: enum Prominence
public enum Prominence: Hashable, Sendable {
    /// SwiftUI: Prominence.standard
    case standard
    /// SwiftUI: Prominence.increased
    case increased
}

/// How prominent a badge is.
///
/// SwiftUI: struct BadgeProminence
public struct BadgeProminence: Hashable, Sendable {
    let name: String
    /// SwiftUI: static let standard: BadgeProminence
    public static let standard = BadgeProminence(name: "standard")
    /// SwiftUI: static let increased: BadgeProminence
    public static let increased = BadgeProminence(name: "increased")
    /// SwiftUI: static let decreased: BadgeProminence
    public static let decreased = BadgeProminence(name: "decreased")
}
