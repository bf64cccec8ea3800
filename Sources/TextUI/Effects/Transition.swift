/// How a view comes and goes, written as a view (iOS 17): `body(content:phase:)` says what the
/// view looks like in each phase. Text draws a view that is there, so a transition is read in its
/// ``TransitionPhase/identity`` phase: the built-in ones leave the view as it is, and one of your
/// own draws what its body makes of the view at rest.
///
/// ```swift
/// Text("Saved").transition(.scale(0.5).combined(with: .opacity)).render()
/// ```
/// ```text
/// Saved
/// ```
///
/// SwiftUI: @MainActor @preconcurrency protocol Transition
@MainActor @preconcurrency
public protocol Transition {
    /// The view the transition makes.
    ///
    /// SwiftUI: Transition.Body
    associatedtype Body: View

    /// What `content` looks like in `phase`.
    ///
    /// SwiftUI: Transition.body(content:phase:)
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

extension Transition {
    /// The view a transition is applied to, as its `body(content:phase:)` sees it.
    ///
    /// SwiftUI: typealias Content = PlaceholderContentView<Self>
    public typealias Content = PlaceholderContentView<Self>

    /// This transition and `other`, both at once.
    ///
    /// SwiftUI: func combined<T>(with other: T) -> some Transition where T : Transition
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition's body around `content` in `phase`.
    func applied(to content: @escaping @MainActor (RenderContext) -> [any LayoutNode], phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(make: content), phase: phase)
    }
}

/// Where a transition is: about to appear, shown, or leaving.
///
/// SwiftUI: @frozen enum TransitionPhase
public enum TransitionPhase: Hashable, Sendable {
    /// SwiftUI: case willAppear
    case willAppear
    /// SwiftUI: case identity
    case identity
    /// SwiftUI: case didDisappear
    case didDisappear

    /// Whether the view looks as it does at rest: true in ``identity``.
    ///
    /// SwiftUI: var isIdentity: Bool { get }
    public var isIdentity: Bool { self == .identity }

    /// -1 about to appear, 0 shown, 1 leaving: a factor for effects.
    ///
    /// SwiftUI: var value: Double { get }
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// The view a transition (or another helper) is applied to: it draws that view where the
/// helper's body puts it.
///
/// SwiftUI: nonisolated struct PlaceholderContentView<Value>
public struct PlaceholderContentView<Value>: View, MultiView {
    let make: @MainActor (RenderContext) -> [any LayoutNode]

    /// SwiftUI: PlaceholderContentView.body
    public var body: Never { fatalError("PlaceholderContentView has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] { make(context) }
}

/// Two transitions at once: the second applied to what the first makes.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.applied(to: { first.applied(to: content.make, phase: phase).makeNodes($0) }, phase: phase)
    }
}

/// A transition that scales the view; at rest the view is its own size.
///
/// SwiftUI: nonisolated struct ScaleTransition
public struct ScaleTransition: Transition {
    /// SwiftUI: var scale: Double
    public var scale: Double
    /// SwiftUI: var anchor: UnitPoint
    public var anchor: UnitPoint

    /// SwiftUI: nonisolated init(_ scale: Double, anchor: UnitPoint = .center)
    nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// SwiftUI: ScaleTransition.body(content:phase:)
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that fades the view; at rest it is opaque.
///
/// SwiftUI: nonisolated struct OpacityTransition
public struct OpacityTransition: Transition {
    /// SwiftUI: nonisolated init()
    nonisolated public init() {}

    /// SwiftUI: OpacityTransition.body(content:phase:)
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that leaves the view as it is.
///
/// SwiftUI: nonisolated struct IdentityTransition
public struct IdentityTransition: Transition {
    /// SwiftUI: nonisolated init()
    nonisolated public init() {}

    /// SwiftUI: IdentityTransition.body(content:phase:)
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == ScaleTransition {
    /// SwiftUI: static var scale: ScaleTransition { get }
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// SwiftUI: static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == OpacityTransition {
    /// SwiftUI: static var opacity: OpacityTransition { get }
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
    /// SwiftUI: static var identity: IdentityTransition { get }
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension AnyTransition {
    /// A transition of the iOS 17 kind, type-erased; text draws the view at rest either way.
    ///
    /// SwiftUI: init<T>(_ transition: T) where T : Transition
    public init<T: Transition>(_ transition: T) { self.init() }
}

extension View {
    /// How this view comes and goes: drawn as `transition`'s body makes it at rest.
    ///
    /// SwiftUI: nonisolated func transition<T>(_ transition: T) -> some View where T : Transition
    public func transition<T: Transition>(_ transition: T) -> some View {
        let content = self
        return transition.applied(to: { content.makeNodes($0) }, phase: .identity)
    }
}
