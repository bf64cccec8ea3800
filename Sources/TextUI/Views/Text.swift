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
///
/// A string literal is a ``LocalizedStringKey`` (`Text("\(count) items")` writes the count in);
/// a `String` variable is shown as it is.
///
/// SwiftUI: Text
public struct Text: Sendable {
    /// What the text shows: strings, and symbols interpolated into its key.
    let pieces: [TextPiece]

    /// Text that shows `key` with its interpolated values written in. TextUI does not
    /// translate: the key is the text, and `tableName`, `bundle` and `comment` are accepted
    /// and not read.
    ///
    /// SwiftUI: Text.init(_:tableName:bundle:comment:)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        pieces = key.pieces
    }

    /// Text that shows `content` as it is (a `String` or `Substring` variable).
    ///
    /// SwiftUI: Text.init(_:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        pieces = [.string(String(content))]
    }

    /// Text made of `pieces` (a concatenation, an interpolated key).
    init(pieces: [TextPiece]) {
        self.pieces = pieces
    }
}

// The conformance sits in an extension, so `Text` itself is not main-actor isolated: like
// SwiftUI's, it is a `Sendable` value made and passed anywhere.
extension Text: View, PrimitiveView {
    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("Text has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        TextNode(pieces.string(for: context.style, in: context.environment), context: context)
    }
}

/// Wrapped text. Text that fits its width, the common case, is only split at its newlines and
/// measured (``TextWrapping/UnwrappedParagraphs``). Text that must wrap is split into glyphs
/// once, and its lines are remembered for the last width asked: a parent usually measures and then draws, and every width at or above the
/// text's unwrapped width gives the same lines, so both share one wrapping. Once drawn, it lets
/// go of its glyphs and lines (a long list would otherwise hold every row's text twice over
/// until the end); a later request splits the content again.
final class TextNode: LayoutNode {
    let content: String
    /// What a screen reader reads: the content, also where it is drawn redacted.
    let spokenContent: String
    let lineLimit: Int?
    /// Under `minimumScaleFactor` below 1, where a phone shrinks the text rather than wrap it.
    let shrinksToFit: Bool
    private var wholeLineWidth: Int?
    let alignment: TextAlignment
    let ellipsis: String
    /// The content split at newlines and measured, when it can be drawn without the glyph
    /// path; worked out on the first request.
    private var unwrapped: TextWrapping.UnwrappedParagraphs?
    private var hasCheckedUnwrapped = false
    private var glyphs: [[TextWrapping.Glyph]]?
    /// Known once the content has been split: the width at which nothing wraps, and the
    /// number of paragraphs.
    private var shape: (unwrappedWidth: Int, paragraphCount: Int)?
    private var cache: (width: Int, lines: [Line])?

    init(_ content: String, context: RenderContext) {
        let cased = context.textCase?.applied(to: content) ?? content
        self.content = context.environment.redactsText ? Redaction.placeholder(cased, style: context.style) : cased
        self.spokenContent = cased
        self.lineLimit = context.lineLimit
        self.shrinksToFit = context.minimumScaleFactor < 1
        self.alignment = context.textAlignment
        self.ellipsis = context.style.ellipsis
    }

    func measure(proposedWidth: Int) -> Int {
        lines(width: proposedWidth).blockWidth
    }

    /// A one-line text a phone would shrink keeps its line whole: the line's width is the
    /// fewest columns it shows in, so the padding around it and its stack's siblings give way
    /// (see ``View/minimumScaleFactor(_:)``); 0 for any other text.
    var minimumWidth: Int {
        guard shrinksToFit, !content.contains("\n") else { return 0 }
        if let wholeLineWidth { return wholeLineWidth }
        let width = TextWrapping.unwrapped(content)?.width ?? TextWrapping.unwrappedWidth(of: TextWrapping.paragraphs(of: content))
        wholeLineWidth = width
        return width
    }

    func draw(width: Int) -> [Line] {
        let lines = lines(width: width)
        glyphs = nil
        cache = nil
        unwrapped = nil
        hasCheckedUnwrapped = false
        guard alignment != .leading, lines.count > 1 else { return lines }
        let blockWidth = lines.blockWidth
        return lines.map { $0.aligned(alignment.horizontal, in: blockWidth) }
    }

    private func paragraphs() -> [[TextWrapping.Glyph]] {
        if let glyphs { return glyphs }
        let paragraphs = TextWrapping.paragraphs(of: content)
        glyphs = paragraphs
        shape = (TextWrapping.unwrappedWidth(of: paragraphs), paragraphs.count)
        return paragraphs
    }

    private func lines(width: Int) -> [Line] {
        if !hasCheckedUnwrapped {
            unwrapped = TextWrapping.unwrapped(content)
            hasCheckedUnwrapped = true
        }
        // Most text fits: its paragraphs are its lines, with no glyphs made.
        if let lines = unwrapped?.lines(width: width, lineLimit: lineLimit) { return lines }
        if shape == nil { _ = paragraphs() }
        let (unwrappedWidth, paragraphCount) = shape ?? (0, 0)
        // Past the unwrapped width nothing changes, unless a line limit cuts whole paragraphs
        // (the ellipsis then needs the real room).
        let fitsLimit = lineLimit.map { paragraphCount <= $0 } ?? true
        let width = width > 0 && fitsLimit ? min(width, max(1, unwrappedWidth)) : max(0, width)
        if let cache, cache.width == width { return cache.lines }
        let lines = TextWrapping.wrap(paragraphs(), width: width, lineLimit: lineLimit, ellipsis: ellipsis)
        cache = (width, lines)
        return lines
    }
}
