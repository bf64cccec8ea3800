/// The first of its views that fits the width it is given, as SwiftUI picks the first that
/// fits along `axes`; when none fits, the last. Text has no fixed height, so only the width
/// decides.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Button("Follow") {}; Button("Share") {} }
///     Button("Follow") {}
/// }
/// .render(width: 12)
/// ```
/// ```text
/// [ Follow ]
/// ```
///
/// SwiftUI: @frozen struct ViewThatFits<Content> where Content : View
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// SwiftUI: ViewThatFits.init(in:content:)
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("ViewThatFits has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        FirstFittingNode(candidates: content.makeNodes(context))
    }
}

/// Draws the first candidate whose widest row fits the width, or the last.
final class FirstFittingNode: LayoutNode {
    let candidates: [any LayoutNode]
    private var chosen: (width: Int, node: any LayoutNode)?

    init(candidates: [any LayoutNode]) {
        self.candidates = candidates
    }

    /// The candidate drawn last, or before any drawing the one that fits the widest drawing.
    var readingOrderChildren: [any LayoutNode] { [choice(for: chosen?.width ?? RenderLimits.columns.upperBound)].compactMap { $0 } }

    func measure(proposedWidth: Int) -> Int {
        choice(for: proposedWidth)?.measure(proposedWidth: proposedWidth) ?? 0
    }

    func draw(width: Int) -> [Line] {
        choice(for: width)?.draw(width: width) ?? []
    }

    func draw(width: Int, height: Int) -> [Line] {
        choice(for: width)?.draw(width: width, height: height) ?? Array(repeating: .empty, count: max(0, height))
    }

    /// The first candidate that fits `width` as it is when given all the room it wants: no
    /// wider, or, for one that fills the width, in no more rows. Otherwise the last.
    private func choice(for width: Int) -> (any LayoutNode)? {
        if let chosen, chosen.width == width { return chosen.node }
        let room = Points.limit
        let node = candidates.first { candidate in
            candidate.fillsWidth
                ? candidate.draw(width: width).count <= candidate.draw(width: room).count
                : candidate.measure(proposedWidth: room) <= width
        } ?? candidates.last
        if let node { chosen = (width, node) }
        return node
    }
}
