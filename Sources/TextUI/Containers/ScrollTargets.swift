// iOS 17's scroll view settings: where scrolling comes to rest, which view is scrolled to, the
// margins of the content and frames sized from the container. Text draws the content from
// its start at rest, so each is accepted; margins inset the content as padding does.

/// How a scroll view chooses where to come to rest. Text draws the content from its start,
/// so no target is ever chosen: the protocol has no requirements here (SwiftUI's
/// `updateTarget(_:context:)` works on a `ScrollTarget` a text screen never has).
///
/// SwiftUI: protocol ScrollTargetBehavior
public protocol ScrollTargetBehavior {}

/// Rests on page boundaries.
///
/// SwiftUI: struct PagingScrollTargetBehavior
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// SwiftUI: PagingScrollTargetBehavior.init()
    public init() {}
}

/// Rests on the views of a `scrollTargetLayout()`.
///
/// SwiftUI: struct ViewAlignedScrollTargetBehavior
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// SwiftUI: ViewAlignedScrollTargetBehavior.init(limitBehavior:)
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) {}

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
