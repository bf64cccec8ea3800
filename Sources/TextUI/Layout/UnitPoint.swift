/// A point inside a view, from (0, 0) at its top leading corner to (1, 1) at its bottom
/// trailing one; for gradients and the anchors of effects, none of which move text.
///
/// SwiftUI: UnitPoint
public struct UnitPoint: Hashable, Sendable {
    /// SwiftUI: UnitPoint.x
    public var x: CGFloat
    /// SwiftUI: UnitPoint.y
    public var y: CGFloat

    /// SwiftUI: UnitPoint.init()
    public init() {
        self.init(x: 0, y: 0)
    }

    /// SwiftUI: UnitPoint.init(x:y:)
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// SwiftUI: UnitPoint.zero
    public static let zero = UnitPoint(x: 0, y: 0)
    /// SwiftUI: UnitPoint.center
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// SwiftUI: UnitPoint.leading
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// SwiftUI: UnitPoint.trailing
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// SwiftUI: UnitPoint.top
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// SwiftUI: UnitPoint.bottom
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// SwiftUI: UnitPoint.topLeading
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// SwiftUI: UnitPoint.topTrailing
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// SwiftUI: UnitPoint.bottomLeading
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// SwiftUI: UnitPoint.bottomTrailing
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
