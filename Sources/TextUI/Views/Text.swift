/// A run of text, wrapped at word boundaries to the width it is given.
///
/// ```swift
/// Text("ログインに失敗しました。もう一度お試しください。").render(width: 20)
/// ```
/// ```text
/// ログインに失敗しまし
/// た。もう一度お試しく
/// ださい。
/// ```
/// Japanese has no spaces, so it breaks between characters; `、` and `。` stay with the
/// character before them.
public struct Text: View, PrimitiveView {
    let content: String

    /// Creates text that shows `content` as it is.
    public init(_ content: String) {
        self.content = content
    }

    public var body: Never { fatalError("Text has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        TextNode(content: content)
    }
}

struct TextNode: LayoutNode {
    let content: String

    func measure(proposedWidth: Int) -> Int {
        TextWrapping.wrap(content, width: proposedWidth).map(\.width).max() ?? 0
    }

    func draw(width: Int) -> [Line] {
        TextWrapping.wrap(content, width: width)
    }
}
