/// A container that places its subviews itself: a tag "flow layout", a radial menu. Write
/// `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`
/// as for SwiftUI, and use the type as a container: `FlowLayout { ForEach(tags) { Text($0) } }`.
///
/// TextUI runs your two methods in points and draws the result in cells, by the rule of
/// `Points`: a column is 8 points and a row 16. A subview measures as its text does —
/// `Text("#swift")` is 6 columns, so 48 × 16 points — and a position becomes the cell it
/// falls in, a row counted from three quarters of one, so subviews 8 points apart vertically
/// stay on neighbouring rows, as `spacing: 8` does in a `VStack`. The layout is offered its
/// width (no height), and is as tall as what it placed; nothing drawn is wider than the width.
///
/// ```swift
/// struct FlowLayout: Layout {
///     var spacing: CGFloat = 8
///
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let rows = arrange(subviews.map { $0.sizeThatFits(.unspecified) }, in: proposal.width ?? .infinity)
///         return CGSize(width: proposal.width ?? 0, height: rows.last.map { $0.y + $0.height } ?? 0)
///     }
///
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
///         for subview in subviews {
///             let size = subview.sizeThatFits(.unspecified)
///             if x + size.width > bounds.maxX, x > bounds.minX { x = bounds.minX; y += rowHeight + spacing; rowHeight = 0 }
///             subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
///             x += size.width + spacing
///             rowHeight = max(rowHeight, size.height)
///         }
///     }
///     …
/// }
///
/// FlowLayout { ForEach(["swift", "ios", "linux", "text"], id: \.self) { Text("#\($0)") } }.render(width: 20)
/// ```
/// ```text
/// #swift #ios #linux
/// #text
/// ```
///
/// SwiftUI: @preconcurrency protocol Layout : Sendable, Animatable (without `Animatable`:
/// text does not animate)
public protocol Layout: Sendable {
    /// Whether the layout stacks its subviews along an axis; `nil` by default.
    ///
    /// SwiftUI: static var layoutProperties: LayoutProperties { get }
    static var layoutProperties: LayoutProperties { get }

    /// What the layout keeps between its calls; nothing (`Void`) by default.
    ///
    /// SwiftUI: associatedtype Cache = Void
    associatedtype Cache = Void

    /// The subviews a layout is given: SwiftUI's name for ``LayoutSubviews``.
    ///
    /// SwiftUI: typealias Layout.Subviews = LayoutSubviews
    typealias Subviews = LayoutSubviews

    /// Makes the cache for `subviews`.
    ///
    /// SwiftUI: func makeCache(subviews: Self.Subviews) -> Self.Cache
    func makeCache(subviews: Subviews) -> Cache

    /// Updates `cache` when the subviews change; by default makes it again.
    ///
    /// SwiftUI: func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The room the layout wants around it; by default that of its subviews.
    ///
    /// SwiftUI: func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size of the whole layout for `proposal`.
    ///
    /// SwiftUI: func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview within `bounds` with ``LayoutSubview/place(at:anchor:proposal:)``.
    ///
    /// SwiftUI: func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where a horizontal alignment guide sits in the layout; `nil` (the default) for the
    /// usual place.
    ///
    /// SwiftUI: func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// Where a vertical alignment guide sits in the layout; `nil` (the default) for the usual
    /// place.
    ///
    /// SwiftUI: func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// TextUI only: how the layout's content becomes a layout node. A layout you write runs
    /// its own two methods; TextUI's stack layouts draw as their stacks. You never implement
    /// or call it.
    @MainActor static func _makeLayoutNode(of layout: Self, content: AnyView, in inputs: _ViewInputs) -> _ViewOutputs
}

extension Layout {
    /// SwiftUI: static var layoutProperties: LayoutProperties { get } (default: none)
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// SwiftUI: func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) (default: makes it again)
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// SwiftUI: func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing (default: the subviews' spacing)
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// SwiftUI: func explicitAlignment(of:in:proposal:subviews:cache:) -> CGFloat? (default: nil)
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// SwiftUI: func explicitAlignment(of:in:proposal:subviews:cache:) -> CGFloat? (default: nil)
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// TextUI only: a layout you write draws by running its own `sizeThatFits` and
    /// `placeSubviews` (see ``Layout``).
    @MainActor public static func _makeLayoutNode(of layout: Self, content: AnyView, in inputs: _ViewInputs) -> _ViewOutputs {
        let axis: StackAxis = layoutProperties.stackOrientation == .vertical ? .vertical : .horizontal
        let children = content.makeNodes(inputs.context.with(\.stackAxis, axis))
        return _ViewOutputs(nodes: [CustomLayoutNode(layout: layout, children: children)])
    }

    /// Lays out `content` with this layout: `FlowLayout { … }`.
    ///
    /// SwiftUI: func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V : View
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: AnyView(content()))
    }
}

extension Layout where Cache == Void {
    /// SwiftUI: func makeCache(subviews: Self.Subviews) -> Self.Cache (default, where Cache == ())
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout with its content: what ``Layout/callAsFunction(_:)`` returns.
struct LayoutView<L: Layout>: View {
    let layout: L
    let content: AnyView

    var body: Never { fatalError("LayoutView has no body") }

    static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs {
        L._makeLayoutNode(of: view.layout, content: view.content, in: inputs)
    }
}

/// What a layout says about itself: the axis it stacks along, if any.
///
/// SwiftUI: struct LayoutProperties
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks its subviews along, or `nil`.
    ///
    /// SwiftUI: var stackOrientation: Axis?
    public var stackOrientation: Axis?

    /// Properties with no stack axis.
    ///
    /// SwiftUI: init()
    public init() {}
}

/// The room a view wants around it, by edge. TextUI keeps the standard 8 points between any
/// two views (a column across, half a row down, which keeps rows together).
///
/// SwiftUI: struct ViewSpacing
public struct ViewSpacing: Sendable {
    /// Whether the view wants room at all.
    var isEmpty: Bool

    /// No room on any edge.
    ///
    /// SwiftUI: static let zero: ViewSpacing
    public static let zero = ViewSpacing(isEmpty: true)

    /// The standard room of a view.
    ///
    /// SwiftUI: init()
    public init() {
        isEmpty = false
    }

    private init(isEmpty: Bool) {
        self.isEmpty = isEmpty
    }

    /// The distance between this view and `next` along `axis`: 8 points, or none when either
    /// wants no room.
    ///
    /// SwiftUI: func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isEmpty || next.isEmpty ? 0 : 8
    }

    /// Takes on the room `other` wants on `edges`.
    ///
    /// SwiftUI: mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all)
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if !edges.isEmpty { isEmpty = isEmpty && other.isEmpty }
    }

    /// This room together with what `other` wants on `edges`.
    ///
    /// SwiftUI: func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}
