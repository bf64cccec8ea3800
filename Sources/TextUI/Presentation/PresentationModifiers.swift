extension View {
    /// Keeps a person from swiping the sheet this view is in away. Accepted: a drawing is never
    /// dismissed; draws this view as it is.
    ///
    /// SwiftUI: func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }

    /// The heights a sheet can take. Accepted: TextUI draws every sheet at its full height, so
    /// its content is all in view; draws this view as it is.
    ///
    /// SwiftUI: func presentationDetents(_ detents: Set<PresentationDetent>) -> some View
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        self
    }

    /// The heights a sheet can take, and the one it has. Accepted, as ``presentationDetents(_:)``.
    ///
    /// SwiftUI: func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        self
    }

    /// Whether a sheet shows its grabber. Accepted: TextUI always draws the grabber, which marks
    /// the panel as a sheet; draws this view as it is.
    ///
    /// SwiftUI: func presentationDragIndicator(_ visibility: Visibility) -> some View
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        self
    }

    /// The corner radius of a sheet. Accepted: corners have no radius in text.
    ///
    /// SwiftUI: func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        self
    }

    /// The background of a sheet. Accepted: a background has no colour in text.
    ///
    /// SwiftUI: func presentationBackground<S>(_ style: S) -> some View where S : ShapeStyle
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        self
    }
}

/// A height a sheet can rest at.
///
/// SwiftUI: struct PresentationDetent
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    let amount: Double

    /// About half the screen.
    ///
    /// SwiftUI: static let medium: PresentationDetent
    public static let medium = PresentationDetent(name: "medium", amount: 0.5)
    /// The whole screen but its top.
    ///
    /// SwiftUI: static let large: PresentationDetent
    public static let large = PresentationDetent(name: "large", amount: 1)

    /// A fraction of the screen's height.
    ///
    /// SwiftUI: static func fraction(_ fraction: CGFloat) -> PresentationDetent
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction", amount: Double(fraction))
    }

    /// A height in points.
    ///
    /// SwiftUI: static func height(_ height: CGFloat) -> PresentationDetent
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "height", amount: Double(height))
    }
}
