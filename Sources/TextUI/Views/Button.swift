/// A tappable control, drawn as its label in brackets. In a navigation bar, tab bar, alert or
/// `List` row it draws plain, as SwiftUI draws it there; ``View/buttonStyle(_:)`` chooses.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Button("ログイン") { submit() }
///     Button("設定", systemImage: "gearshape") {}
///     Button(action: {}) { HStack { Image(systemName: "chevron.left"); Text("戻る") } }
/// }
/// ```
/// ```text
/// [ ログイン ]
/// [ ⚙ 設定 ]
/// [ ‹ 戻る ]
/// ```
/// A button is a `List` row drawn as a plain row, as in SwiftUI:
/// ```swift
/// List { Button("ログアウト") {} }.render(width: 16)
/// ```
/// ```text
/// ╭──────────────╮
/// │ ログアウト   │
/// ╰──────────────╯
/// ```
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let action: () -> Void

    /// A button whose label is any view.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    public var body: Never { fatalError("Button has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let isPlain = context.drawsPlainButtons || context.buttonStyle.drawsPlain(inList: context.isInList)
        return ButtonNode(label: label.makeNode(context.with(\.textAlignment, .center)), isPlain: isPlain)
    }
}

extension Button where Label == Text {
    /// A button labelled with `title`.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button where Label == TextUI.Label {
    /// A button labelled with `title` after a symbol, as a ``Label`` draws them.
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TextUI.Label(title, systemImage: systemImage) }
    }
}

/// A button's label in brackets; narrower than five columns, or plain, just the label.
final class ButtonNode: LayoutNode {
    let label: any LayoutNode
    let isPlain: Bool

    init(label: any LayoutNode, isPlain: Bool) {
        self.label = label
        self.isPlain = isPlain
    }

    var fillsWidth: Bool { label.fillsWidth }

    func measure(proposedWidth: Int) -> Int {
        guard !isPlain && proposedWidth >= 5 else { return label.measure(proposedWidth: proposedWidth) }
        return label.measure(proposedWidth: proposedWidth - 4) + 4
    }

    func draw(width: Int) -> [Line] {
        guard !isPlain && width >= 5 else { return label.draw(width: width) }
        let rows = label.draw(width: width - 4)
        let inner = rows.blockWidth
        return rows.map { Line("[ ", width: 2) + $0.padded(to: inner) + Line(" ]", width: 2) }
    }
}
