/// A base screen with an action sheet along its bottom (see
/// ``View/confirmationDialog(_:isPresented:titleVisibility:actions:message:)`` for the placement).
final class ConfirmationDialogNode: PresentationNode {
    var base: any LayoutNode
    /// The title (when shown) and the message, one below the other.
    let header: [any LayoutNode]
    let buttons: [any LayoutNode]
    let style: RenderStyle

    init(base: any LayoutNode, header: [any LayoutNode], buttons: [any LayoutNode], style: RenderStyle) {
        self.base = base
        self.header = header
        self.buttons = buttons
        self.style = style
    }

    func present(over screen: [Line], width: Int) -> [Line] {
        guard width > 0 else { return screen }
        let panel = width >= 5 ? boxed(width: width) : plain(width: width)
        var rows = screen.fitted(toHeight: max(screen.count, panel.count))
        let top = rows.count - panel.count
        for (offset, line) in panel.enumerated() {
            rows[top + offset] = line
        }
        return rows
    }

    /// Header and buttons one below another, for widths too small for a box.
    private func plain(width: Int) -> [Line] {
        (header + buttons).flatMap { $0.draw(width: width) }.map { $0.padded(to: width) }
    }

    private func boxed(width: Int) -> [Line] {
        let glyphs = style.roundedBox
        let inner = width - 4
        var rows = [glyphs.rule(glyphs.topLeft, glyphs.horizontal, glyphs.topRight, inner: width - 2)]
        let headerLines = header.flatMap { $0.draw(width: inner) }
        for line in headerLines {
            rows.append(glyphs.row(line.aligned(.center, in: inner), inner: inner))
        }
        if !headerLines.isEmpty {
            rows.append(glyphs.rule(glyphs.teeRight, glyphs.horizontal, glyphs.teeLeft, inner: width - 2))
        }
        for (index, button) in buttons.enumerated() {
            if index > 0 {
                rows.append(glyphs.rule(glyphs.teeRight, glyphs.horizontal, glyphs.teeLeft, inner: width - 2))
            }
            for line in button.draw(width: inner) {
                rows.append(glyphs.row(line.aligned(.center, in: inner), inner: inner))
            }
        }
        rows.append(glyphs.rule(glyphs.bottomLeft, glyphs.horizontal, glyphs.bottomRight, inner: width - 2))
        return rows
    }
}
