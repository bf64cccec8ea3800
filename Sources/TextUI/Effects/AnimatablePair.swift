import Foundation

// What a shape or effect animates (its `animatableData`). Text draws a view at rest, so
// nothing is interpolated; these let a screen's animatable values compile and keep their value.

/// A value a shape or effect can animate: added, subtracted and scaled.
///
/// SwiftUI: protocol VectorArithmetic : AdditiveArithmetic
public protocol VectorArithmetic: AdditiveArithmetic {
    /// SwiftUI: mutating func scale(by rhs: Double)
    mutating func scale(by rhs: Double)
    /// SwiftUI: var magnitudeSquared: Double { get }
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// SwiftUI: func scaled(by rhs: Double) -> Self
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    /// SwiftUI: mutating func scale(by rhs: Double)
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// SwiftUI: var magnitudeSquared: Double { get }
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    /// SwiftUI: mutating func scale(by rhs: Double)
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// SwiftUI: var magnitudeSquared: Double { get }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated as one (a size's width and height).
///
/// ```swift
/// CGSize(width: 3, height: 4).animatableData.first  // 3
/// ```
///
/// SwiftUI: @frozen struct AnimatablePair<First, Second> where First : VectorArithmetic, Second : VectorArithmetic
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// SwiftUI: var first: First
    public var first: First
    /// SwiftUI: var second: Second
    public var second: Second

    /// SwiftUI: init(_ first: First, _ second: Second)
    public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    /// SwiftUI: static var zero: AnimatablePair<First, Second> { get }
    public static var zero: Self { Self(.zero, .zero) }
    /// SwiftUI: static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second>
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// SwiftUI: static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second>
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

    /// SwiftUI: mutating func scale(by rhs: Double)
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// SwiftUI: var magnitudeSquared: Double { get }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension CGPoint {
    /// SwiftUI: typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// SwiftUI: var animatableData: CGPoint.AnimatableData
    public var animatableData: AnimatableData {
        get { AnimatableData(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize {
    /// SwiftUI: typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// SwiftUI: var animatableData: CGSize.AnimatableData
    public var animatableData: AnimatableData {
        get { AnimatableData(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}
