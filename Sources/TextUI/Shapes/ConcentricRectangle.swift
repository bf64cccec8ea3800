/// A rectangle whose corners follow its container's (iOS 26), as a phone's sheets follow the
/// screen's: drawn with round corners, as a ``RoundedRectangle`` is; its path rounds by the
/// fixed radius (a concentric corner by its minimum, or none).
///
/// SwiftUI: struct ConcentricRectangle
public struct ConcentricRectangle: InsettableShape {
    /// The radius the corners round by.
    let radius: CGFloat

    /// Concentric corners, each on its own.
    ///
    /// SwiftUI: init()
    public init() {
        radius = 0
    }

    /// All four corners in one style.
    ///
    /// SwiftUI: init(corners: Edge.Corner.Style, isUniform: Bool = false)
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        radius = corners.radius
    }

    /// SwiftUI: ConcentricRectangle.path(in:)
    public func path(in rect: CGRect) -> Path {
        RoundedRectangle(cornerRadius: radius).path(in: rect)
    }

    /// SwiftUI: ConcentricRectangle.inset(by:)
    public func inset(by amount: CGFloat) -> ConcentricRectangle { self }
}

extension Edge {
    /// A corner of a rectangle.
    ///
    /// SwiftUI: enum Edge.Corner
    public enum Corner: Hashable, Sendable {
        /// SwiftUI: case topLeading
        case topLeading
        /// SwiftUI: case topTrailing
        case topTrailing
        /// SwiftUI: case bottomLeading
        case bottomLeading
        /// SwiftUI: case bottomTrailing
        case bottomTrailing

        /// How a corner rounds: squared, by a fixed radius, or concentric with its container.
        ///
        /// SwiftUI: struct Edge.Corner.Style
        public struct Style: Hashable, Sendable {
            /// The radius drawn: a fixed radius, or a concentric corner's minimum.
            let radius: CGFloat

            /// SwiftUI: static var concentric: Edge.Corner.Style { get }
            public static var concentric: Style { Style(radius: 0) }

            /// SwiftUI: static func concentric(minimum: Edge.Corner.Style) -> Edge.Corner.Style
            public static func concentric(minimum: Style) -> Style { minimum }

            /// SwiftUI: static func fixed(_ radius: CGFloat) -> Edge.Corner.Style
            public static func fixed(_ radius: CGFloat) -> Style { Style(radius: radius) }
        }
    }
}
