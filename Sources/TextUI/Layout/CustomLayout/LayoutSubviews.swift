/// The subviews a ``Layout`` arranges, in the order written: a collection of ``LayoutSubview``.
///
/// ```swift
/// let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
/// ```
///
/// SwiftUI: struct LayoutSubviews
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    /// SwiftUI: typealias LayoutSubviews.SubSequence = LayoutSubviews
    public typealias SubSequence = LayoutSubviews
    /// SwiftUI: typealias LayoutSubviews.Element = LayoutSubview
    public typealias Element = LayoutSubview
    /// SwiftUI: typealias LayoutSubviews.Index = Int
    public typealias Index = Int

    let subviews: [LayoutSubview]

    /// SwiftUI: var startIndex: Int
    public let startIndex: Int

    /// SwiftUI: var endIndex: Int
    public var endIndex: Int { startIndex + subviews.count }

    /// The layout direction of the layout: left to right here.
    ///
    /// SwiftUI: var layoutDirection: LayoutDirection
    public var layoutDirection: LayoutDirection { .leftToRight }

    init(_ subviews: [LayoutSubview], startIndex: Int = 0) {
        self.subviews = subviews
        self.startIndex = startIndex
    }

    /// SwiftUI: subscript(index: Int) -> LayoutSubviews.Element { get }
    public subscript(index: Int) -> LayoutSubview {
        subviews[index - startIndex]
    }

    /// SwiftUI: subscript(bounds: Range<Int>) -> LayoutSubviews { get }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(Array(subviews[(bounds.lowerBound - startIndex)..<(bounds.upperBound - startIndex)]), startIndex: bounds.lowerBound)
    }

    /// The subviews at `indices`, in that order.
    ///
    /// SwiftUI: subscript<S>(indices: S) -> LayoutSubviews where S : Sequence, S.Element == Int { get }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(indices.map { self[$0] })
    }
}

/// One subview of a ``Layout``: ask its size, then place it.
///
/// Sizes are in points, from cells: `Text("#ios")` is 4 columns wide, so 32 × 16 points. Offered
/// a width, a subview takes what it needs up to that width, wrapping its text as in a stack;
/// offered none (``ProposedViewSize/unspecified``), its ideal, one-line width.
///
/// SwiftUI: struct LayoutSubview
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let proxy: SubviewProxy

    /// The subview's size for `proposal`, in points.
    ///
    /// SwiftUI: func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let cells = proxy.cells(for: proposal)
        return CGSize(width: CGFloat(cells.columns) * Points.columnWidth, height: CGFloat(cells.rows) * Points.rowHeight)
    }

    /// The subview's size and alignment guides for `proposal`, in points.
    ///
    /// SwiftUI: func dimensions(in proposal: ProposedViewSize) -> ViewDimensions
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the subview so that its `anchor` sits at `position`, sized for `proposal`. A
    /// subview that is not placed sits at the centre of the layout, as in SwiftUI.
    ///
    /// SwiftUI: func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        proxy.placement = SubviewProxy.Placement(position: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's ``View/layoutPriority(_:)``; 0 when not set.
    ///
    /// SwiftUI: var priority: Double { get }
    public var priority: Double { proxy.priority }

    /// The room the subview wants around it.
    ///
    /// SwiftUI: var spacing: ViewSpacing { get }
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value set with ``View/layoutValue(key:value:)``, or the key's default.
    ///
    /// SwiftUI: subscript<K>(key: K.Type) -> K.Value where K : LayoutValueKey { get }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        proxy.values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue
    }

    /// Whether both stand for the same subview.
    ///
    /// SwiftUI: static func == (a: LayoutSubview, b: LayoutSubview) -> Bool
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.proxy === b.proxy
    }
}

/// What a ``LayoutSubview`` stands for: a laid-out node, its sizes by proposal, the settings it
/// carries and where the layout placed it.
final class SubviewProxy {
    struct Placement {
        let position: CGPoint
        let anchor: UnitPoint
        let proposal: ProposedViewSize
    }

    let node: any LayoutNode
    let priority: Double
    let values: [ObjectIdentifier: Any]
    var placement: Placement?
    private var linesByWidth: [Int: [Line]] = [:]

    init(node: any LayoutNode) {
        var current = node
        var priority = 0.0
        var values: [ObjectIdentifier: Any] = [:]
        // Settings sit in wrappers around the subview; the innermost value of a key wins.
        while true {
            if let wrapper = current as? LayoutValueNode {
                values.merge(wrapper.values) { _, inner in inner }
                current = wrapper.child
            } else if let wrapper = current as? PriorityNode {
                priority = wrapper.priority
                current = wrapper.child
            } else {
                break
            }
        }
        self.node = node
        self.priority = priority
        self.values = values
    }

    /// The columns a proposed width gives: none for the ideal width, at most `Points.limit`.
    static func columns(offered width: CGFloat?) -> Int {
        guard let width else { return Points.limit }
        guard width.isFinite else { return width > 0 ? Points.limit : 0 }
        guard width > 0 else { return 0 }
        return min(Points.limit, Int((width / Points.columnWidth + 1e-9).rounded(.down)))
    }

    /// The subview's size in cells for `proposal`: its measured width within the offer, and
    /// the rows it draws at that width.
    func cells(for proposal: ProposedViewSize) -> (columns: Int, rows: Int) {
        let offered = Self.columns(offered: proposal.width)
        var columns = node.measure(proposedWidth: offered)
        if proposal.width == nil, node.fillsWidth { columns = 0 }
        return (columns, rows(atWidth: columns))
    }

    /// How many rows the subview draws at `width`.
    func rows(atWidth width: Int) -> Int {
        lines(atWidth: width).count
    }

    /// The subview drawn at `width`, remembered: a layout asks the same sizes many times.
    func lines(atWidth width: Int) -> [Line] {
        if let lines = linesByWidth[width] { return lines }
        let lines = node.draw(width: width)
        linesByWidth[width] = lines
        return lines
    }
}
