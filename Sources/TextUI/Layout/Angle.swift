/// An angle, for rotations and arcs; text turns nothing.
///
/// SwiftUI: Angle
public struct Angle: Hashable, Comparable, Sendable {
    /// SwiftUI: Angle.radians
    public var radians: Double
    /// SwiftUI: Angle.degrees
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// SwiftUI: Angle.init()
    public init() {
        self.radians = 0
    }

    /// SwiftUI: Angle.init(radians:)
    public init(radians: Double) {
        self.radians = radians
    }

    /// SwiftUI: Angle.init(degrees:)
    public init(degrees: Double) {
        self.radians = degrees * .pi / 180
    }

    /// SwiftUI: Angle.zero
    public static let zero = Angle()

    /// SwiftUI: Angle.radians(_:)
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// SwiftUI: Angle.degrees(_:)
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// SwiftUI: Angle.<(_:_:)
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
