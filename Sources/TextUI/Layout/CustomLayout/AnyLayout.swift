/// A layout whose type is chosen at run time, so a screen can switch between stacks and keep
/// its subviews: `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
/// It draws as the layout it holds.
///
/// ```swift
/// let layout = AnyLayout(VStackLayout(alignment: .leading))
/// layout { Text("Name"); Text("Aiko") }.render(width: 20)
/// ```
/// ```text
/// Name
/// Aiko
/// ```
///
/// SwiftUI: @frozen struct AnyLayout
public struct AnyLayout: Layout {
    private let sizeBody: @Sendable (ProposedViewSize, LayoutSubviews, inout Cache) -> CGSize
    private let placeBody: @Sendable (CGRect, ProposedViewSize, LayoutSubviews, inout Cache) -> Void
    private let makeCacheBody: @Sendable (LayoutSubviews) -> Cache
    private let makeNodeBody: @MainActor @Sendable (AnyView, _ViewInputs) -> _ViewOutputs

    /// The cache of the layout it holds, its type hidden.
    ///
    /// SwiftUI: struct AnyLayout.Cache
    public struct Cache {
        var value: Any
    }

    /// `layout`, its type hidden.
    ///
    /// SwiftUI: init<L>(_ layout: L) where L : Layout
    public init<L: Layout>(_ layout: L) {
        makeCacheBody = { Cache(value: layout.makeCache(subviews: $0)) }
        sizeBody = { proposal, subviews, cache in
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        placeBody = { bounds, proposal, subviews, cache in
            var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        makeNodeBody = { L._makeLayoutNode(of: layout, content: $0, in: $1) }
    }

    /// SwiftUI: func makeCache(subviews: AnyLayout.Subviews) -> AnyLayout.Cache
    public func makeCache(subviews: Subviews) -> Cache {
        makeCacheBody(subviews)
    }

    /// SwiftUI: func sizeThatFits(proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> CGSize
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        sizeBody(proposal, subviews, &cache)
    }

    /// SwiftUI: func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache)
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        placeBody(bounds, proposal, subviews, &cache)
    }

    /// TextUI only: draws as the layout it holds.
    @MainActor public static func _makeLayoutNode(of layout: AnyLayout, content: AnyView, in inputs: _ViewInputs) -> _ViewOutputs {
        layout.makeNodeBody(content, inputs)
    }
}
