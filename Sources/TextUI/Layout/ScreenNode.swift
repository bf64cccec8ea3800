/// A navigation bar (leading items, centered title, trailing items, heavy rule) above content.
/// Items take at most a third of the width each; the title gets what is between them. Items
/// and title cut for room end in "…". With nothing to show, there is no bar.
final class ScreenNode: LayoutNode {
    let bar: NavigationBarContent
    let content: any LayoutNode
    let style: RenderStyle

    init(bar: NavigationBarContent, content: any LayoutNode, style: RenderStyle) {
        self.bar = bar
        self.content = content
        self.style = style
    }

    var fillsWidth: Bool { !bar.isEmpty || content.fillsWidth }
    var fillsHeight: Bool { true }

    func measure(proposedWidth: Int) -> Int {
        bar.isEmpty ? content.measure(proposedWidth: proposedWidth) : max(0, proposedWidth)
    }

    func draw(width: Int) -> [Line] {
        barRows(width: width) + content.draw(width: width)
    }

    func draw(width: Int, height: Int) -> [Line] {
        let bar = barRows(width: width)
        let room = max(0, height - bar.count)
        return (bar + content.draw(width: width, height: room)).fitted(toHeight: height)
    }

    private func barRows(width: Int) -> [Line] {
        guard !bar.isEmpty, width > 0 else { return [] }
        let leading = items(bar.leading, width: width / 3)
        let trailing = items(bar.trailing, width: width / 3)
        let roomStart = leading.width + (leading.width > 0 ? 1 : 0)
        let roomEnd = width - trailing.width - (trailing.width > 0 ? 1 : 0)
        let title = Line.singleLine(bar.title ?? "").truncated(to: max(0, roomEnd - roomStart), ellipsis: style.ellipsis)
        let centered = (width - title.width) / 2
        let titleStart = max(roomStart, min(centered, roomEnd - title.width))
        var row = leading.padded(to: titleStart) + title
        row = row.padded(to: width - trailing.width) + trailing
        return [row, .repeating(style.heavyRule, width: width)]
    }

    /// Items side by side, one space apart, on one row of at most `width` columns, ending in
    /// "…" when they do not all fit. (Each item draws on one line: the toolbar gives its items
    /// a line limit of 1, so an item cut on its own also ends in "…".)
    private func items(_ nodes: [any LayoutNode], width: Int) -> Line {
        var line = Line.empty
        for node in nodes {
            let itemWidth = node.measure(proposedWidth: width)
            guard let first = node.draw(width: itemWidth).first else { continue }
            line = line.width == 0 ? first : line + .spaces(1) + first
        }
        return line.truncated(to: width, ellipsis: style.ellipsis)
    }
}
