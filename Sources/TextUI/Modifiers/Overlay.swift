extension View {
    /// Draws `content` over this view, placed by `alignment` inside this view's size. Rows of
    /// the overlay that fall below this view are dropped.
    ///
    /// ```swift
    /// List { EmptyView() }
    ///     .frame(height: 3)
    ///     .overlay { Text("まだありません") }
    ///     .render(width: 18)
    /// ```
    /// ```text
    ///
    ///   まだありません
    ///
    /// ```
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
    ) -> ModifiedView<Self> {
        let overlay = content()
        return ModifiedView(self) { base, context in
            OverlayNode(base: base.makeNode(context), overlay: overlay.makeNode(context), alignment: alignment)
        }
    }
}

/// A base with a layer over it; the base alone decides the size.
final class OverlayNode: LayoutNode {
    let base: any LayoutNode
    let overlay: any LayoutNode
    let alignment: Alignment

    init(base: any LayoutNode, overlay: any LayoutNode, alignment: Alignment) {
        self.base = base
        self.overlay = overlay
        self.alignment = alignment
    }

    var fillsWidth: Bool { base.fillsWidth }
    var fillsHeight: Bool { base.fillsHeight }

    func measure(proposedWidth: Int) -> Int {
        base.measure(proposedWidth: proposedWidth)
    }

    func draw(width: Int) -> [Line] {
        compose(base.draw(width: width), width: width)
    }

    func draw(width: Int, height: Int) -> [Line] {
        compose(base.draw(width: width, height: height), width: width)
    }

    private func compose(_ rows: [Line], width: Int) -> [Line] {
        var rows = rows
        let room = base.fillsWidth ? width : min(width, max(rows.blockWidth, base.measure(proposedWidth: width)))
        let layer = overlay.draw(width: room)
        let left = alignment.horizontal.offset(of: layer.blockWidth, in: room)
        let top = alignment.vertical.offset(of: layer.count, in: rows.count)
        rows.composite(layer, left: left, top: top)
        return rows
    }
}
