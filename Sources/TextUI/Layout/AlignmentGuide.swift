import Foundation

/// A view's size and its alignment guides, which an `alignmentGuide` closure reads to say where
/// a guide sits: `d[.leading]`, `d.width / 2`. Measured in points: 8 to a column, 16 to a row.
///
/// SwiftUI: struct ViewDimensions
public struct ViewDimensions: Equatable, Sendable {
    /// SwiftUI: ViewDimensions.width
    public let width: CGFloat
    /// SwiftUI: ViewDimensions.height
    public let height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Where `guide` sits across the view: 0 at the leading edge, `width` at the trailing one.
    ///
    /// SwiftUI: subscript(guide: HorizontalAlignment) -> CGFloat { get }
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// Where `guide` sits down the view: 0 at the top, `height` at the bottom.
    ///
    /// SwiftUI: subscript(guide: VerticalAlignment) -> CGFloat { get }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom: height
        }
    }

    /// Where `guide` sits when the view sets it explicitly; no TextUI view does.
    ///
    /// SwiftUI: subscript(explicit guide: HorizontalAlignment) -> CGFloat? { get }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// Where `guide` sits when the view sets it explicitly; no TextUI view does.
    ///
    /// SwiftUI: subscript(explicit guide: VerticalAlignment) -> CGFloat? { get }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
    /// Moves this view's `g` guide to where `computeValue` says. Text lays stacks out in whole
    /// columns at their standard guides, so the view is drawn where it would be without this;
    /// the modifier is here so that a screen using it (most often
    /// `.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }`) compiles unchanged.
    ///
    /// SwiftUI: func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        self
    }

    /// Moves this view's `g` guide to where `computeValue` says; drawn as without it, as the
    /// `HorizontalAlignment` form is.
    ///
    /// SwiftUI: func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        self
    }
}
