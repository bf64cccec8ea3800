import Testing
@testable import TextUI

/// The fast path for text that needs no wrapping must draw exactly what the glyph path draws.
@MainActor
@Suite struct UnwrappedTextTests {
    nonisolated static let texts: [String] = [
        "",
        "Hello",
        "Hello, World",
        "trailing spaces   ",
        "   indented line",
        "two\nparagraphs",
        "blank\n   \nparagraph",
        "   ",
        "\n\n",
        "ログインに失敗しました。もう一度お試しください。",
        "注文 #12 りんごとみかんの詰め合わせ ¥120  ",
        "mixed 日本語 and ASCII\n  次の行  ",
        "e\u{301}tude na\u{308}ive",
        "zero\u{200B}width",
        "👨‍👩‍👧‍👦 family 🇯🇵 flag",
        "「かっこ」と、句読点。",
    ]

    @Test(arguments: texts)
    func drawsWhatTheGlyphPathDraws(text: String) throws {
        let unwrapped = try #require(TextWrapping.unwrapped(text))
        let paragraphs = TextWrapping.paragraphs(of: text)
        let widest = TextWrapping.unwrappedWidth(of: paragraphs)
        for lineLimit in [nil, 1, 2, 3] as [Int?] {
            for width in 0...60 {
                let fast = unwrapped.lines(width: width, lineLimit: lineLimit)
                guard let fast else {
                    // The fast path declines only where the text wraps, is cut, or has no room.
                    let fitsLimit = lineLimit.map { paragraphs.count <= $0 } ?? true
                    #expect(width == 0 || width < widest || !fitsLimit, "width \(width), limit \(String(describing: lineLimit))")
                    continue
                }
                // TextNode wraps at no more than the widest paragraph's width (at least 1).
                let glyphLines = TextWrapping.wrap(paragraphs, width: min(width, max(1, widest)), lineLimit: lineLimit, ellipsis: "…")
                #expect(fast == glyphLines, "width \(width), limit \(String(describing: lineLimit))")
            }
        }
    }

    @Test(arguments: ["tab\there", "bell\u{7}", "\u{301}starts with a mark", "line\r\nbreak", "para\u{2028}separator"])
    func textTheGlyphPathRewritesTakesTheGlyphPath(text: String) {
        #expect(TextWrapping.unwrapped(text) == nil)
    }

    @Test func textThatFitsRendersAsWritten() {
        let text = (0..<20).map { "行 \($0): りんごとみかんの詰め合わせ" }.joined(separator: "\n")
        #expect(Text(text).render(width: 40) == text)
    }
}
