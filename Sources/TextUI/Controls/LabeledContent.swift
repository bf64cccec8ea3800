/// A title with its value: the title at the leading edge, the value at the trailing edge of
/// the same row. When the two do not fit side by side, the value goes under the title, still
/// at the trailing edge.
///
/// ```swift
/// VStack {
///     LabeledContent("合計", value: "¥1,200")
///     LabeledContent("お届け先") { Text("東京都千代田区") }
/// }.render(width: 20)
/// ```
/// ```text
/// 合計          ¥1,200
/// お届け先
///       東京都千代田区
/// ```
public struct LabeledContent<Content: View>: View, PrimitiveView {
    let title: String
    let content: Content

    /// `title` with any view as its value.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    public var body: Never { fatalError("LabeledContent has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        LabeledContentNode(
            title: TextNode(title, context: context),
            value: content.makeNode(context.with(\.stackAxis, .horizontal).with(\.textAlignment, .trailing))
        )
    }
}

extension LabeledContent where Content == Text {
    /// `title` with `value` as text.
    public init(_ title: String, value: String) {
        self.init(title) { Text(value) }
    }
}

/// Title and value on one row when both fit with a space between; otherwise the title's rows,
/// then the value's rows at the trailing edge.
final class LabeledContentNode: LayoutNode {
    let title: any LayoutNode
    let value: any LayoutNode

    init(title: any LayoutNode, value: any LayoutNode) {
        self.title = title
        self.value = value
    }

    var fillsWidth: Bool { true }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        guard width > 0 else { return [] }
        let titleWidth = title.measure(proposedWidth: width)
        let valueWidth = value.measure(proposedWidth: width)
        guard titleWidth + 1 + valueWidth <= width else {
            return title.draw(width: width) + value.draw(width: width).map { $0.aligned(.trailing, in: width) }
        }
        let titleRows = title.draw(width: titleWidth)
        let valueRows = value.draw(width: valueWidth)
        return (0..<max(titleRows.count, valueRows.count)).map { index in
            let left = index < titleRows.count ? titleRows[index] : .empty
            let right = index < valueRows.count ? valueRows[index] : .empty
            return left.padded(to: width - right.width) + right
        }
    }
}
