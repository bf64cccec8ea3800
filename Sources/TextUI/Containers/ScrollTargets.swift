// iOS 17's scroll view settings: where scrolling comes to rest, which view is scrolled to, the
// margins of the content and frames sized from the container. Text draws the content from
// its start at rest, so each is accepted; margins inset the content as padding does.

/// How a scroll view chooses where to come to rest. A team's own behavior compiles as it is;
/// text draws the content from its start, as at rest before any scroll, so TextUI never asks a
/// behavior for a target.
///
/// ```swift
/// struct SnapToTenth: ScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         let step = context.containerSize.width / 10
///         target.rect.origin.x = (target.rect.minX / step).rounded() * step
///     }
/// }
/// ```
///
/// SwiftUI: protocol ScrollTargetBehavior
public protocol ScrollTargetBehavior {
    /// SwiftUI: typealias TargetContext = ScrollTargetBehaviorContext
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Moves `target`, where a scroll would come to rest, to where this behavior wants it.
    ///
    /// SwiftUI: func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll view comes to rest: a rectangle of its content, in points.
///
/// SwiftUI: struct ScrollTarget
public struct ScrollTarget: Hashable, Sendable {
    /// SwiftUI: var rect: CGRect
    public var rect: CGRect
    /// SwiftUI: var anchor: UnitPoint?
    public var anchor: UnitPoint?

    /// SwiftUI: ScrollTarget.init(rect:anchor:)
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

#if !canImport(CoreGraphics)
/// A two-dimensional vector: a scroll's velocity. Core Graphics has it on Apple platforms;
/// Foundation on Linux does not.
///
/// SwiftUI: struct CGVector (Core Graphics)
public struct CGVector: Hashable, Sendable {
    /// SwiftUI: var dx: CGFloat
    public var dx: CGFloat
    /// SwiftUI: var dy: CGFloat
    public var dy: CGFloat

    /// SwiftUI: CGVector.init(dx:dy:)
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// SwiftUI: static var zero: CGVector
    public static let zero = CGVector(dx: 0, dy: 0)
}
#endif

/// What a behavior knows when it moves a target: the sizes of the content and the scroll
/// view, the scroll's velocity and the environment.
///
/// SwiftUI: @dynamicMemberLookup struct ScrollTargetBehaviorContext
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// SwiftUI: var originalTarget: ScrollTarget { get }
    public let originalTarget: ScrollTarget
    /// SwiftUI: var velocity: CGVector { get }
    public let velocity: CGVector
    /// SwiftUI: var contentSize: CGSize { get }
    public let contentSize: CGSize
    /// SwiftUI: var containerSize: CGSize { get }
    public let containerSize: CGSize
    /// SwiftUI: var axes: Axis.Set { get }
    public let axes: Axis.Set
    let environment: EnvironmentValues

    /// TextUI only: TextUI never scrolls, so only a test of a team's own behavior makes one.
    public init(
        originalTarget: ScrollTarget, velocity: CGVector = .zero, contentSize: CGSize, containerSize: CGSize,
        axes: Axis.Set = .vertical, environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.environment = environment
    }

    /// SwiftUI: subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { get }
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}

/// Rests on page boundaries.
///
/// SwiftUI: struct PagingScrollTargetBehavior
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// SwiftUI: PagingScrollTargetBehavior.init()
    public init() {}

    /// Moves the target to the nearest page: a whole number of the scroll view's sizes along
    /// each axis it scrolls.
    ///
    /// SwiftUI: PagingScrollTargetBehavior.updateTarget(_:context:)
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let page = context.containerSize
        if context.axes.contains(.horizontal), page.width > 0 {
            target.rect.origin.x = (target.rect.minX / page.width).rounded() * page.width
        }
        if context.axes.contains(.vertical), page.height > 0 {
            target.rect.origin.y = (target.rect.minY / page.height).rounded() * page.height
        }
    }
}

/// Rests on the views of a `scrollTargetLayout()`.
///
/// SwiftUI: struct ViewAlignedScrollTargetBehavior
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// SwiftUI: ViewAlignedScrollTargetBehavior.init(limitBehavior:)
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) {}

    /// Leaves the target where it is: the views a `scrollTargetLayout()` marks are laid out by
    /// the scroll view, which TextUI never scrolls.
    ///
    /// SwiftUI: ViewAlignedScrollTargetBehavior.updateTarget(_:context:)
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}

    /// How many views one swipe may pass.
    ///
    /// SwiftUI: ViewAlignedScrollTargetBehavior.LimitBehavior
    public struct LimitBehavior: Sendable {
        /// SwiftUI: ViewAlignedScrollTargetBehavior.LimitBehavior.automatic
        public static let automatic = LimitBehavior()
        /// SwiftUI: ViewAlignedScrollTargetBehavior.LimitBehavior.always
        public static let always = LimitBehavior()
        /// SwiftUI: ViewAlignedScrollTargetBehavior.LimitBehavior.never
        public static let never = LimitBehavior()
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// SwiftUI: ScrollTargetBehavior.paging
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// SwiftUI: ScrollTargetBehavior.viewAligned
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// SwiftUI: ScrollTargetBehavior.viewAligned(limitBehavior:)
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Where content margins apply: the content, the scroll indicators, or both.
///
/// SwiftUI: struct ContentMarginPlacement
public struct ContentMarginPlacement: Equatable, Sendable {
    let name: String
    /// SwiftUI: ContentMarginPlacement.automatic
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// SwiftUI: ContentMarginPlacement.scrollContent
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// SwiftUI: ContentMarginPlacement.scrollIndicators
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension View {
    /// Where this scroll view comes to rest; drawn from its start, as at rest before scrolling.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { Text("Ep. 1"); Text("Ep. 2") }.scrollTargetLayout()
    /// }
    /// .scrollTargetBehavior(.viewAligned)
    /// .render(width: 20)
    /// ```
    /// ```text
    ///     Ep. 1 Ep. 2
    /// ```
    ///
    /// SwiftUI: View.scrollTargetBehavior(_:)
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Makes this layout's views the places a view-aligned scroll view rests on.
    ///
    /// SwiftUI: View.scrollTargetLayout(isEnabled:)
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Binds the id of the view scrolled to; the content is drawn from its start, and the
    /// binding is not written.
    ///
    /// SwiftUI: View.scrollPosition(id:anchor:)
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Margins around a scroll view's content: drawn as ``padding(_:_:)`` of the content
    /// (margins for the scroll indicators alone draw nothing).
    ///
    /// SwiftUI: View.contentMargins(_:_:for:)
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        padding(edges, placement == .scrollIndicators ? 0 : length)
    }

    /// SwiftUI: View.contentMargins(_:for:)
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// SwiftUI: View.contentMargins(_:_:for:) (EdgeInsets)
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        padding(placement == .scrollIndicators ? EdgeInsets() : insets)
    }

    /// Sizes this view from its container (a card half a carousel's width); text draws the
    /// view at its own size.
    ///
    /// SwiftUI: View.containerRelativeFrame(_:alignment:)
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }

    /// SwiftUI: View.containerRelativeFrame(_:count:span:spacing:alignment:)
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View { self }

    /// SwiftUI: View.containerRelativeFrame(_:alignment:_:)
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View { self }
}

private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

extension EnvironmentValues {
    /// Where scroll views inside first show their content; `defaultScrollAnchor` sets it.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Where the scroll views inside start: at `.bottom`, a scroll view drawn at a height shows
    /// its last rows (a chat opens at its newest message); drawn whole, it shows everything.
    ///
    /// ```swift
    /// ScrollView { VStack { Text("1"); Text("2"); Text("3") } }
    ///     .defaultScrollAnchor(.bottom)
    ///     .render(width: 3, height: 2)
    /// ```
    /// ```text
    ///  2
    ///  3
    /// ```
    ///
    /// SwiftUI: View.defaultScrollAnchor(_:)
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        EnvironmentModifiedView(self) { $0.environment.defaultScrollAnchor = anchor }
    }
}
