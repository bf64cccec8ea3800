import PreviewCatalog
/// The gallery as one self-contained HTML page: every screen in a sidebar, each screen state
/// in each variant as a card showing the text as rendered, coverage badges, and a filter box.
/// For a check, a card that differs shows the recorded and the rendered text side by side,
/// changed lines marked. No network, no external script or font: it works from `file://`.
///
/// Each card is an `<article class="card">` carrying `data-screen`, `data-state`,
/// `data-variant` (and `data-status` for a check), so tools and tests can find it:
///
/// ```text
/// <article class="card" data-screen="Login" data-state="idle" data-variant="w40">
///   <header><span class="state">idle</span> <span class="chip">w40</span> <span class="chip">.idle</span></header>
///   <pre class="render">                ログイン
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━</pre>
/// </article>
/// ```
/// Every name and every rendered line is HTML-escaped; the same input gives the same bytes.
package enum GalleryPage {
    package static func document(title: String, summary: String, screens: [GalleryScreen]) -> String {
        var html = [
            "<!DOCTYPE html>",
            "<html lang=\"ja\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(escaped(title))</title>",
            "<style>\n\(GalleryStyle.css)\n</style>",
            "</head>",
            "<body>",
            "<nav id=\"screens\">",
            "<h1>\(escaped(title))</h1>",
            "<ul>",
        ]
        for (index, screen) in screens.enumerated() {
            html.append("<li data-screen=\"\(escaped(screen.name))\"><a href=\"#screen-\(index + 1)\">\(escaped(screen.name))</a> <span class=\"count\">\(screen.cards.count)</span> \(badge(screen))\(screen.failures > 0 ? " <span class=\"status differs\">\(screen.failures) to look at</span>" : "")</li>")
        }
        html += [
            "</ul>",
            "</nav>",
            "<main>",
            "<div class=\"toolbar\"><input id=\"filter\" type=\"search\" placeholder=\"Filter by screen, state or variant\" aria-label=\"Filter\"> <span class=\"summary\">\(escaped(summary))</span></div>",
        ]
        for (index, screen) in screens.enumerated() {
            html.append("<section class=\"screen\" id=\"screen-\(index + 1)\" data-screen=\"\(escaped(screen.name))\">")
            html.append("<h2>\(escaped(screen.name)) \(badge(screen))</h2>")
            html.append("<div class=\"cards\">")
            html += screen.cards.map(card)
            html.append("</div>")
            html.append("</section>")
        }
        html += [
            "</main>",
            "<script>\n\(GalleryStyle.filterScript)\n</script>",
            "</body>",
            "</html>",
        ]
        return html.joined(separator: "\n") + "\n"
    }

    private static func badge(_ screen: GalleryScreen) -> String {
        let kind = screen.isCovered.map { $0 ? "ok" : "warn" } ?? "muted"
        return "<span class=\"badge \(kind)\">\(escaped(screen.coverage))</span>"
    }

    private static func card(_ card: GalleryCard) -> String {
        var attributes = "class=\"card\" data-screen=\"\(escaped(card.screen))\" data-state=\"\(escaped(card.state))\" data-variant=\"\(escaped(card.variant))\""
        if let status = card.status { attributes += " data-status=\"\(status.rawValue)\"" }
        var header = "<span class=\"state\">\(escaped(card.state))</span> <span class=\"chip\">\(escaped(card.variant))</span>"
        if let caseName = card.caseName { header += " <span class=\"chip\">.\(escaped(caseName))</span>" }
        if let status = card.status { header += " <span class=\"status \(status.rawValue)\">\(status.rawValue)</span>" }
        // A drawing is as wide as its variant's columns, so text that does not keep to its
        // columns overflows (and tests can see it); a transcript is as wide as its text.
        let columns = card.variant.hasPrefix("w") ? Int(card.variant.dropFirst().prefix { $0.isNumber }) : nil
        let size = columns.map { " style=\"width: calc(\($0)ch + 18px)\"" } ?? ""
        let body: String
        if let recorded = card.recorded, recorded != card.rendered {
            let marked = ChangedLines.mark(recorded: recorded, rendered: card.rendered)
            body = "<div class=\"sides\"><figure><figcaption>recorded</figcaption><pre class=\"render recorded\"\(size)>\(marked.recorded)</pre></figure>"
                + "<figure><figcaption>rendered</figcaption><pre class=\"render rendered\"\(size)>\(marked.rendered)</pre></figure></div>"
        } else {
            let lines = card.rendered.split(separator: "\n", omittingEmptySubsequences: false).map { CellText.html(String($0)) }
            body = "<pre class=\"render\"\(size)>\(lines.joined(separator: "\n"))</pre>"
        }
        return "<article \(attributes)>\n<header>\(header)</header>\n\(body)\n</article>"
    }

    static func escaped(_ text: String) -> String {
        XMLText.escaped(text)
    }
}
