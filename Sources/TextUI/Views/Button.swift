/// A tappable control, drawn as its title in brackets (plain, in a navigation bar or toolbar).
///
/// ```swift
/// Button("ログイン") { submit() }
/// ```
/// ```text
/// [ ログイン ]
/// ```
public struct Button: View, PrimitiveView {
    let title: String
    let action: () -> Void

    public init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: Never { fatalError("Button has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        ButtonNode(title: title, isPlain: context.drawsPlainButtons, context: context)
    }
}

/// A button's title in brackets; narrower than five columns, or plain, just the title.
final class ButtonNode: LayoutNode {
    let title: String
    let isPlain: Bool
    private let text: TextNode

    init(title: String, isPlain: Bool, context: RenderContext) {
        self.title = title
        self.isPlain = isPlain
        self.text = TextNode(title, context: context.with(\.textAlignment, .center))
    }

    func measure(proposedWidth: Int) -> Int {
        guard !isPlain && proposedWidth >= 5 else { return text.measure(proposedWidth: proposedWidth) }
        return text.measure(proposedWidth: proposedWidth - 4) + 4
    }

    func draw(width: Int) -> [Line] {
        guard !isPlain && width >= 5 else { return text.draw(width: width) }
        let rows = text.draw(width: width - 4)
        let inner = rows.blockWidth
        return rows.map { Line("[ ", width: 2) + $0.padded(to: inner) + Line(" ]", width: 2) }
    }
}
