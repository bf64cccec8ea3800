/// A tappable control, drawn as its title in brackets.
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
        ButtonNode(title: title)
    }
}

struct ButtonNode: LayoutNode {
    let title: String

    func measure(proposedWidth: Int) -> Int {
        min(proposedWidth, DisplayWidth.of(title) + 4)
    }

    func draw(width: Int) -> [Line] {
        guard width >= 5 else { return TextWrapping.wrap(title, width: width) }
        let rows = TextWrapping.wrap(title, width: width - 4)
        let inner = rows.map(\.width).max() ?? 0
        return rows.map { Line("[ ", width: 2) + $0.aligned(.center, in: inner) + Line(" ]", width: 2) }
    }
}

/// Shows that work is under way: a spinner mark and an optional label.
///
/// ```swift
/// ProgressView("ログイン中…")
/// ```
/// ```text
/// ⟳ ログイン中…
/// ```
public struct ProgressView: View, PrimitiveView {
    let label: String?

    public init(_ label: String? = nil) {
        self.label = label
    }

    public var body: Never { fatalError("ProgressView has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        TextNode(content: [context.style.spinner, label].compactMap { $0 }.joined(separator: " "))
    }
}

/// A horizontal rule across the width it is given.
///
/// ```text
/// ────────────────────
/// ```
public struct Divider: View, PrimitiveView {
    public init() {}

    public var body: Never { fatalError("Divider has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        RuleNode(glyph: context.style.horizontalRule)
    }
}

struct RuleNode: LayoutNode {
    let glyph: Character
    var fillsWidth: Bool { true }
    func measure(proposedWidth: Int) -> Int { proposedWidth }
    func draw(width: Int) -> [Line] { width > 0 ? [.repeating(glyph, width: width)] : [] }
}
