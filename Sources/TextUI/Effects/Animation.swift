/// How a change moves on screen. Text shows each state as it is, with no motion between:
/// animations are accepted and change nothing drawn.
///
/// ```swift
/// Text("3 items").animation(.easeInOut(duration: 0.2), value: 3)
/// ```
/// ```text
/// 3 items
/// ```
///
/// SwiftUI: Animation
public struct Animation: Hashable, Sendable {
    let name: String
    /// Whether the animation runs forever, turning back each time (``repeatForever(autoreverses:)``).
    var repeatsForeverReversing = false

    /// SwiftUI: Animation.default
    public static let `default` = Animation(name: "default")
    /// SwiftUI: Animation.linear
    public static let linear = Animation(name: "linear")
    /// SwiftUI: Animation.easeIn
    public static let easeIn = Animation(name: "easeIn")
    /// SwiftUI: Animation.easeOut
    public static let easeOut = Animation(name: "easeOut")
    /// SwiftUI: Animation.easeInOut
    public static let easeInOut = Animation(name: "easeInOut")
    /// SwiftUI: Animation.spring
    public static let spring = Animation(name: "spring")
    /// SwiftUI: Animation.interactiveSpring
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    /// SwiftUI: Animation.bouncy
    public static let bouncy = Animation(name: "bouncy")
    /// SwiftUI: Animation.smooth
    public static let smooth = Animation(name: "smooth")
    /// SwiftUI: Animation.snappy
    public static let snappy = Animation(name: "snappy")

    /// SwiftUI: Animation.linear(duration:)
    public static func linear(duration: TimeInterval) -> Animation { .linear }
    /// SwiftUI: Animation.easeIn(duration:)
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    /// SwiftUI: Animation.easeOut(duration:)
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    /// SwiftUI: Animation.easeInOut(duration:)
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }

    /// SwiftUI: Animation.spring(response:dampingFraction:blendDuration:)
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        .spring
    }

    /// SwiftUI: Animation.spring(duration:bounce:blendDuration:)
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        .spring
    }

    /// SwiftUI: Animation.interactiveSpring(response:dampingFraction:blendDuration:)
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation { .interactiveSpring }

    /// SwiftUI: static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        .spring
    }

    /// SwiftUI: Animation.bouncy(duration:extraBounce:)
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    /// SwiftUI: Animation.smooth(duration:extraBounce:)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    /// SwiftUI: Animation.snappy(duration:extraBounce:)
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }

    /// SwiftUI: Animation.delay(_:)
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// SwiftUI: Animation.speed(_:)
    public func speed(_ speed: Double) -> Animation { self }
    /// SwiftUI: Animation.repeatCount(_:autoreverses:)
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation run forever: with `autoreverses`, back and forth between the values before
    /// and after the change, so a view it fades out is drawn (``View/animation(_:value:)``).
    ///
    /// SwiftUI: Animation.repeatForever(autoreverses:)
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatsForeverReversing = autoreverses
        return animation
    }
}

/// Runs `body` at once and returns its result; text has no motion to add.
///
/// SwiftUI: withAnimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Animates changes to `value`; text draws each state as it is, except that a view faded
    /// out in an animation that repeats forever and turns back (a blinking dot) is drawn, as
    /// a phone shows it half the time.
    ///
    /// SwiftUI: View.animation(_:value:)
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        let repeats = animation?.repeatsForeverReversing == true
        return EnvironmentModifiedView(self) { if repeats { $0.environment.animationRepeatsForever = true } }
    }

    /// SwiftUI: View.animation(_:)
    public func animation(_ animation: Animation?) -> some View { self }

    /// Animates the modifiers `body` applies to this view (iOS 17); text draws them at rest, so
    /// the drawing is what `body` makes of the view.
    ///
    /// SwiftUI: func animation<V>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View where V : View
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(make: { [self] in self.makeNodes($0) }))
    }

    /// How this view comes and goes; text shows it or not, with no motion.
    ///
    /// SwiftUI: View.transition(_:)
    public func transition(_ t: AnyTransition) -> some View { self }
}

/// How a view comes and goes.
///
/// SwiftUI: AnyTransition
public struct AnyTransition: Sendable {
    /// SwiftUI: AnyTransition.identity
    public static let identity = AnyTransition()
    /// SwiftUI: AnyTransition.opacity
    public static let opacity = AnyTransition()
    /// SwiftUI: AnyTransition.slide
    public static let slide = AnyTransition()
    /// SwiftUI: AnyTransition.scale
    public static let scale = AnyTransition()

    /// SwiftUI: AnyTransition.scale(scale:anchor:)
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// SwiftUI: AnyTransition.move(edge:)
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// SwiftUI: AnyTransition.push(from:)
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// SwiftUI: AnyTransition.offset(x:y:)
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// SwiftUI: AnyTransition.asymmetric(insertion:removal:)
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

    /// SwiftUI: AnyTransition.combined(with:)
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// SwiftUI: AnyTransition.animation(_:)
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
