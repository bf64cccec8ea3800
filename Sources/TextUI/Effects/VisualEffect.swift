// iOS 17's visual effects, applied as a view scrolls (`scrollTransition`) or from its geometry
// (`visualEffect`). They change how a view looks, not what it says, so text draws the view as
// it is at rest.

/// An effect on how a view looks (fading, scaling, moving it); text draws the view as it was.
///
/// SwiftUI: protocol VisualEffect : Animatable, Sendable
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing, which a transition closure builds on.
///
/// SwiftUI: struct EmptyVisualEffect
public struct EmptyVisualEffect: VisualEffect {
    /// SwiftUI: EmptyVisualEffect.init()
    public init() {}
}

extension VisualEffect {
    /// SwiftUI: VisualEffect.opacity(_:)
    public func opacity(_ opacity: Double) -> some VisualEffect { self }
    /// SwiftUI: VisualEffect.scaleEffect(_:anchor:)
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// SwiftUI: VisualEffect.scaleEffect(_:anchor:) (CGSize)
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// SwiftUI: VisualEffect.offset(x:y:)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { self }
    /// SwiftUI: VisualEffect.offset(_:)
    public func offset(_ offset: CGSize) -> some VisualEffect { self }
    /// SwiftUI: VisualEffect.rotationEffect(_:anchor:)
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// SwiftUI: func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { self }
    /// SwiftUI: VisualEffect.blur(radius:opaque:)
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { self }
    /// SwiftUI: VisualEffect.brightness(_:)
    public func brightness(_ amount: Double) -> some VisualEffect { self }
    /// SwiftUI: VisualEffect.saturation(_:)
    public func saturation(_ amount: Double) -> some VisualEffect { self }
    /// SwiftUI: VisualEffect.grayscale(_:)
    public func grayscale(_ amount: Double) -> some VisualEffect { self }
}

/// Where a view is as its scroll view moves it: coming in, in view, or going out.
///
/// SwiftUI: @frozen enum ScrollTransitionPhase
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// SwiftUI: ScrollTransitionPhase.topLeading
    case topLeading
    /// SwiftUI: ScrollTransitionPhase.identity
    case identity
    /// SwiftUI: ScrollTransitionPhase.bottomTrailing
    case bottomTrailing

    /// Whether the view is fully in view, as every view is drawn here.
    ///
    /// SwiftUI: ScrollTransitionPhase.isIdentity
    public var isIdentity: Bool { self == .identity }

    /// -1 coming in, 0 in view, 1 going out.
    ///
    /// SwiftUI: ScrollTransitionPhase.value
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the scrolling.
///
/// SwiftUI: struct ScrollTransitionConfiguration
public struct ScrollTransitionConfiguration: Sendable {
    /// SwiftUI: ScrollTransitionConfiguration.interactive
    public static let interactive = ScrollTransitionConfiguration()
    /// SwiftUI: ScrollTransitionConfiguration.animated
    public static let animated = ScrollTransitionConfiguration()
    /// SwiftUI: ScrollTransitionConfiguration.identity
    public static let identity = ScrollTransitionConfiguration()

    /// SwiftUI: ScrollTransitionConfiguration.animated(_:)
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    /// SwiftUI: ScrollTransitionConfiguration.interactive(timingCurve:)
    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration { .interactive }
}

/// A timing curve.
///
/// SwiftUI: struct UnitCurve
public struct UnitCurve: Sendable {
    /// SwiftUI: UnitCurve.linear
    public static let linear = UnitCurve()
    /// SwiftUI: UnitCurve.easeIn
    public static let easeIn = UnitCurve()
    /// SwiftUI: UnitCurve.easeOut
    public static let easeOut = UnitCurve()
    /// SwiftUI: UnitCurve.easeInOut
    public static let easeInOut = UnitCurve()
}

extension View {
    /// Applies `transition` as the view scrolls in and out of view; drawn in view (`.identity`),
    /// as it was.
    ///
    /// ```swift
    /// Text("Ep. 1").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
    /// ```
    /// ```text
    /// Ep. 1
    /// ```
    ///
    /// SwiftUI: View.scrollTransition(_:axis:transition:)
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { self }

    /// SwiftUI: View.scrollTransition(topLeading:bottomTrailing:axis:transition:)
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { self }

    /// Applies an effect worked out from this view's geometry; drawn as the view was.
    ///
    /// SwiftUI: View.visualEffect(_:)
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { self }
}
