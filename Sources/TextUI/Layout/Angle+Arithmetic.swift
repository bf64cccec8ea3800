/// Angles add, subtract, negate and scale, as SwiftUI's do through its vector arithmetic:
/// `-layer.rotation`, `start + .degrees(90)`, `turn * 0.5`.
extension Angle {
    /// SwiftUI: static prefix func - (operand: Angle) -> Angle (from _VectorMath)
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }

    /// SwiftUI: static func + (lhs: Angle, rhs: Angle) -> Angle (from _VectorMath)
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// SwiftUI: static func - (lhs: Angle, rhs: Angle) -> Angle (from _VectorMath)
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// SwiftUI: static func += (lhs: inout Angle, rhs: Angle) (from _VectorMath)
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

    /// SwiftUI: static func -= (lhs: inout Angle, rhs: Angle) (from _VectorMath)
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }

    /// SwiftUI: static func * (lhs: Angle, rhs: Double) -> Angle (from _VectorMath)
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// SwiftUI: static func *= (lhs: inout Angle, rhs: Double) (from _VectorMath)
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }

    /// SwiftUI: static func / (lhs: Angle, rhs: Double) -> Angle (from _VectorMath)
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// SwiftUI: static func /= (lhs: inout Angle, rhs: Double) (from _VectorMath)
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}
