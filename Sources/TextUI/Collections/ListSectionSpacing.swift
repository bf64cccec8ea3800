extension View {
    /// The spacing between adjacent sections of a list. Accepted: TextUI keeps one blank row
    /// between sections.
    ///
    /// SwiftUI: func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        self
    }

    /// Whether a row can be selected. Accepted: a drawing selects nothing; a row already in the
    /// list's selection is still drawn selected.
    ///
    /// SwiftUI: func selectionDisabled(_ isDisabled: Bool = true) -> some View
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
}

/// The spacing between two adjacent sections of a list.
///
/// SwiftUI: struct ListSectionSpacing
public struct ListSectionSpacing: Sendable {
    let points: CGFloat?

    /// SwiftUI: static let `default`: ListSectionSpacing
    public static let `default` = ListSectionSpacing(points: nil)
    /// SwiftUI: static let compact: ListSectionSpacing
    public static let compact = ListSectionSpacing(points: 8)

    /// SwiftUI: static func custom(_ spacing: CGFloat) -> ListSectionSpacing
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(points: spacing)
    }
}
