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
/// character before them. ``View/lineLimit(_:)`` and ``View/multilineTextAlignment(_:)`` shape it.
public struct Text: View, PrimitiveView, Sendable {
    let content: String

    /// Creates text that shows `content` as it is.
    public init(_ content: String) {
        self.content = content
    }

    public var body: Never { fatalError("Text has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        TextNode(content, context: context)
    }
}

/// Wrapped text. It splits its content into glyphs once, and remembers its lines for the last
/// width asked: a parent usually measures and then draws, and every width at or above the
/// text's unwrapped width gives the same lines, so both share one wrapping.
final class TextNode: LayoutNode {
    let content: String
    let lineLimit: Int?
    let alignment: TextAlignment
    let ellipsis: String
    private lazy var paragraphs = TextWrapping.paragraphs(of: content)
    private lazy var unwrappedWidth = TextWrapping.unwrappedWidth(of: paragraphs)
    private var cache: (width: Int, lines: [Line])?

    init(_ content: String, context: RenderContext) {
        self.content = content
        self.lineLimit = context.lineLimit
        self.alignment = context.textAlignment
        self.ellipsis = context.style.ellipsis
    }

    func measure(proposedWidth: Int) -> Int {
        lines(width: proposedWidth).blockWidth
    }

    func draw(width: Int) -> [Line] {
        let lines = lines(width: width)
        guard alignment != .leading, lines.count > 1 else { return lines }
        let blockWidth = lines.blockWidth
        return lines.map { $0.aligned(alignment.horizontal, in: blockWidth) }
    }

    private func lines(width: Int) -> [Line] {
        // Past the unwrapped width nothing changes, unless a line limit cuts whole paragraphs
        // (the ellipsis then needs the real room).
        let fitsLimit = lineLimit.map { paragraphs.count <= $0 } ?? true
        let width = width > 0 && fitsLimit ? min(width, max(1, unwrappedWidth)) : max(0, width)
        if let cache, cache.width == width { return cache.lines }
        let lines = TextWrapping.wrap(paragraphs, width: width, lineLimit: lineLimit, ellipsis: ellipsis)
        cache = (width, lines)
        return lines
    }
}
