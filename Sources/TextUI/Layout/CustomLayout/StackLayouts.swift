/// `HStack` as a ``Layout`` value, for ``AnyLayout``: `AnyLayout(HStackLayout(spacing: 8))`
/// draws as `HStack(spacing: 8)` does.
///
/// SwiftUI: @frozen struct HStackLayout
public struct HStackLayout: Layout {
    /// SwiftUI: var alignment: VerticalAlignment
    public var alignment: VerticalAlignment
    /// SwiftUI: var spacing: CGFloat?
    public var spacing: CGFloat?

    /// SwiftUI: init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// SwiftUI: static var layoutProperties: LayoutProperties { get } (horizontal)
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The subviews side by side at their ideal widths.
    ///
    /// SwiftUI: func sizeThatFits(proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout HStackLayout.Cache) -> CGSize
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = CGFloat(max(0, sizes.count - 1)) * (spacing ?? Points.columnWidth)
        return CGSize(width: sizes.reduce(gaps) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    /// SwiftUI: func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout HStackLayout.Cache)
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width + (spacing ?? Points.columnWidth)
        }
    }

    /// TextUI only: draws as `HStack`.
    @MainActor public static func _makeLayoutNode(of layout: HStackLayout, content: AnyView, in inputs: _ViewInputs) -> _ViewOutputs {
        let children = content.makeNodes(inputs.context.with(\.stackAxis, .horizontal))
        let spacing = layout.spacing.map(Points.gapColumns) ?? 1
        return _ViewOutputs(nodes: [HStackNode(children: children, spacing: spacing, alignment: layout.alignment)])
    }
}

/// `VStack` as a ``Layout`` value, for ``AnyLayout``.
///
/// SwiftUI: @frozen struct VStackLayout
public struct VStackLayout: Layout {
    /// SwiftUI: var alignment: HorizontalAlignment
    public var alignment: HorizontalAlignment
    /// SwiftUI: var spacing: CGFloat?
    public var spacing: CGFloat?

    /// SwiftUI: init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// SwiftUI: static var layoutProperties: LayoutProperties { get } (vertical)
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The subviews one above the other.
    ///
    /// SwiftUI: func sizeThatFits(proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout VStackLayout.Cache) -> CGSize
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) }
        let gaps = CGFloat(max(0, sizes.count - 1)) * (spacing ?? 0)
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(gaps) { $0 + $1.height })
    }

    /// SwiftUI: func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout VStackLayout.Cache)
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
            y += size.height + (spacing ?? 0)
        }
    }

    /// TextUI only: draws as `VStack`.
    @MainActor public static func _makeLayoutNode(of layout: VStackLayout, content: AnyView, in inputs: _ViewInputs) -> _ViewOutputs {
        let children = content.makeNodes(inputs.context.with(\.stackAxis, .vertical))
        let spacing = layout.spacing.map(Points.gapRows) ?? 0
        return _ViewOutputs(nodes: [VStackNode(children: children, spacing: spacing, alignment: layout.alignment)])
    }
}

/// `ZStack` as a ``Layout`` value, for ``AnyLayout``.
///
/// SwiftUI: @frozen struct ZStackLayout
public struct ZStackLayout: Layout {
    /// SwiftUI: var alignment: Alignment
    public var alignment: Alignment

    /// SwiftUI: init(alignment: Alignment = .center)
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The size of the largest subview.
    ///
    /// SwiftUI: func sizeThatFits(proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout ZStackLayout.Cache) -> CGSize
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// SwiftUI: func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout ZStackLayout.Cache)
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }

    /// TextUI only: draws as `ZStack`.
    @MainActor public static func _makeLayoutNode(of layout: ZStackLayout, content: AnyView, in inputs: _ViewInputs) -> _ViewOutputs {
        let children = content.makeNodes(inputs.context.with(\.stackAxis, .vertical))
        return _ViewOutputs(nodes: [ZStackNode(children: children, alignment: layout.alignment)])
    }
}

/// `Grid` as a ``Layout`` value, for ``AnyLayout``: its subviews are the grid's rows.
///
/// SwiftUI: @frozen struct GridLayout
public struct GridLayout: Layout {
    /// SwiftUI: var alignment: Alignment
    public var alignment: Alignment
    /// SwiftUI: var horizontalSpacing: CGFloat?
    public var horizontalSpacing: CGFloat?
    /// SwiftUI: var verticalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    /// SwiftUI: init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The rows one above the other.
    ///
    /// SwiftUI: func sizeThatFits(proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGSize
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        VStackLayout(spacing: verticalSpacing).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// SwiftUI: func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache)
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        VStackLayout(spacing: verticalSpacing).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// TextUI only: draws as `Grid`.
    @MainActor public static func _makeLayoutNode(of layout: GridLayout, content: AnyView, in inputs: _ViewInputs) -> _ViewOutputs {
        let node = GridNode(
            children: content.makeNodes(inputs.context.with(\.stackAxis, .vertical)), alignment: layout.alignment,
            horizontalSpacing: layout.horizontalSpacing.map(Points.gapColumns) ?? 1,
            verticalSpacing: layout.verticalSpacing.map(Points.gapRows) ?? 0
        )
        return _ViewOutputs(nodes: [node])
    }
}
