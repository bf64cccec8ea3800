/// A scrollable view. Text has no scrolling, so:
///
/// - **Vertical** (the default): the content is drawn at its full height, every row of it;
///   given a height (a screen's), it takes the rows offered and what does not fit is cut at
///   the bottom, as a phone shows the top of a long page.
/// - **Horizontal**: the content is laid out as wide as it wants and cut at the width; each
///   row that goes on past the edge ends in `›` (`>` in ASCII), so nothing is cut silently.
///
/// Like SwiftUI's, a scroll view takes the whole width and centres narrower content.
/// Indicators are never drawn.
///
/// ```swift
/// VStack(alignment: .leading) {
///     ScrollView { Text("Kyoto") }
///     ScrollView(.horizontal, showsIndicators: false) {
///         HStack { ForEach(["Mon", "Tue", "Wed", "Thu", "Fri"], id: \.self) { Text($0) } }
///     }
/// }.render(width: 12)
/// ```
/// ```text
///    Kyoto
/// Mon Tue Wed›
/// ```
///
/// SwiftUI: ScrollView
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// SwiftUI: ScrollView.content
    public var content: Content
    /// SwiftUI: ScrollView.axes
    public var axes: Axis.Set
    /// SwiftUI: ScrollView.showsIndicators
    public var showsIndicators: Bool

    /// SwiftUI: ScrollView.init(_:showsIndicators:content:)
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// SwiftUI: ScrollView.body
    public var body: Never { fatalError("ScrollView has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let horizontal = axes.contains(.horizontal)
        let inner = context.with(\.stackAxis, horizontal && !axes.contains(.vertical) ? .horizontal : .vertical)
        let nodes = content.makeNodes(inner)
        let child: any LayoutNode
        if nodes.count == 1 {
            child = nodes[0]
        } else if horizontal && !axes.contains(.vertical) {
            child = HStackNode(children: nodes)
        } else {
            child = VStackNode(children: nodes)
        }
        let node = ScrollNode(child: child, horizontal: horizontal, marker: context.style == .unicode ? "›" : ">")
        node.showsEnd = context.environment.defaultScrollAnchor.map { horizontal ? $0.x >= 1 : $0.y >= 1 } ?? false
        return node
    }
}

/// A scroll view's content: drawn whole down the page, cut at the width across it.
final class ScrollNode: LayoutNode {
    /// The widest a horizontal scroll view lays its content out at.
    static let maximumContentWidth = 1_000

    let child: any LayoutNode
    let horizontal: Bool
    let marker: Line
    /// Set by `defaultScrollAnchor(.bottom)` (`.trailing` across): given a height, the content
    /// shows its last rows, as a chat opens at its newest message.
    var showsEnd = false
    /// Set once a drawing left content out of sight (below the rows given, or past the width
    /// across): text there is scrolled away, not lost.
    private(set) var cutsContent = false

    init(child: any LayoutNode, horizontal: Bool, marker: String) {
        self.child = child
        self.horizontal = horizontal
        self.marker = Line(marker)
    }

    var fillsWidth: Bool { true }
    var fillsHeight: Bool { true }
    var readingOrderChildren: [any LayoutNode] { [child] }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        rows(width: width, height: nil)
    }

    func draw(width: Int, height: Int) -> [Line] {
        let rows = rows(width: width, height: height)
        if rows.count > height { cutsContent = true }
        return showsEnd && !horizontal && rows.count > height ? Array(rows.suffix(max(0, height))) : rows.fitted(toHeight: height)
    }

    private func rows(width: Int, height: Int?) -> [Line] {
        let width = max(0, width)
        guard horizontal, !child.fillsWidth else {
            let lines = height.map { child.fillsHeight ? child.draw(width: width, height: $0) : child.draw(width: width) }
                ?? child.draw(width: width)
            return centered(lines, width: width)
        }
        let contentWidth = child.measure(proposedWidth: ScrollNode.maximumContentWidth)
        guard contentWidth > width else { return centered(child.draw(width: contentWidth), width: width) }
        cutsContent = true
        return child.draw(width: contentWidth).map { clipped($0, to: width) }
    }

    private func centered(_ lines: [Line], width: Int) -> [Line] {
        let offset = HorizontalAlignment.center.offset(of: lines.blockWidth, in: width)
        return offset == 0 ? lines : lines.map { .spaces(offset) + $0 }
    }

    /// `line` cut to `width` columns, ending in the marker when something visible was cut.
    private func clipped(_ line: Line, to width: Int) -> Line {
        let visible = line.trimmingTrailingSpaces()
        guard visible.width > width else { return visible }
        guard width > marker.width else { return visible.truncated(to: width) }
        return visible.truncated(to: width - marker.width).padded(to: width - marker.width) + marker
    }
}
