/// A button's label in brackets (`[[ ]]` when prominent); too narrow for them, or plain, just
/// the label.
final class ButtonNode: LayoutNode {
    let label: any LayoutNode
    let isPlain: Bool
    let isProminent: Bool

    init(label: any LayoutNode, isPlain: Bool, isProminent: Bool = false) {
        self.label = label
        self.isPlain = isPlain
        self.isProminent = isProminent
    }

    /// A button's label drawn in one of the built-in styles.
    @MainActor static func make(label: ButtonStyleConfiguration.Label, style: ResolvedButtonStyle, context: RenderContext) -> ButtonNode {
        let isPlain = context.drawsPlainButtons || style.drawsPlain(inList: context.isInList)
        var inner = context.with(\.textAlignment, .center)
        inner.controls.buttonStyle = .automatic
        let prominent: Bool
        if case .borderedProminent = style { prominent = !isPlain } else { prominent = false }
        return ButtonNode(label: label.makeNode(inner), isPlain: isPlain, isProminent: prominent)
    }

    var fillsWidth: Bool { label.fillsWidth }

    /// The columns each bracket takes, or 0 when the width is too small for them.
    private func bracketWidth(in width: Int) -> Int {
        if isPlain { return 0 }
        if isProminent && width >= 7 { return 3 }
        return width >= 5 ? 2 : 0
    }

    func measure(proposedWidth: Int) -> Int {
        let side = bracketWidth(in: proposedWidth)
        return label.measure(proposedWidth: proposedWidth - 2 * side) + 2 * side
    }

    func draw(width: Int) -> [Line] {
        let side = bracketWidth(in: width)
        guard side > 0 else { return label.draw(width: width) }
        let rows = label.draw(width: width - 2 * side)
        let inner = rows.blockWidth
        let open = side == 3 ? Line("[[ ", width: 3) : Line("[ ", width: 2)
        let close = side == 3 ? Line(" ]]", width: 3) : Line(" ]", width: 2)
        return rows.map { open + $0.padded(to: inner) + close }
    }
}
