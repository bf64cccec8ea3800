/// An image from the app's asset catalog: its name in parentheses where the whole name fits its
/// room, else one neutral icon cell, `⬚` (`?` in ASCII). A phone shows an icon there — a
/// toolbar button, a 24-point logo — and a name cut to `(s…` says nothing, so the icon cell
/// stands in for it; the accessibility transcript still reads the name.
final class AssetImageNode: LayoutNode {
    private let name: TextNode
    private let icon: TextNode
    private let nameWidth: Int

    init(name: String, context: RenderContext) {
        let oneLine = context.with(\.lineLimit, 1)
        self.name = TextNode("(\(name))", context: oneLine)
        self.icon = TextNode(SymbolTable.unknown.glyph(context.style), context: oneLine)
        self.nameWidth = DisplayWidth.of(self.name.content)
    }

    private func shown(in width: Int) -> TextNode { width >= nameWidth ? name : icon }

    func measure(proposedWidth: Int) -> Int { shown(in: proposedWidth).measure(proposedWidth: proposedWidth) }

    func draw(width: Int) -> [Line] { shown(in: width).draw(width: width) }
}
