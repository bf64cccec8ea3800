import TextUI

/// Where a command writes: standard output, standard error, and the paint for color.
struct Console {
    let output: (String) -> Void
    let errorOutput: (String) -> Void
    let paint: Paint

    /// `── Login · idle ──────…` filled to `width` columns, bold when colored; a title wider
    /// than `width` is cut to fit and ends in `…` (`.` in the ASCII style), so no line of the
    /// output is wider than asked. In the ASCII style the rule and separator are ASCII too, so
    /// nothing but the names themselves leaves the 95 printable characters.
    ///
    /// ```text
    /// ── Login · wrong password ──────────────
    /// -- Login / wrong password --------------
    /// ── Login · wrong pas…                     (at width 21)
    /// ```
    func header(screen: String, state: String, width: Int, style: RenderStyle = .unicode) -> String {
        let (rule, separator, ellipsis): (String, String, String) = style == .ascii ? ("-", "/", ".") : ("─", "·", "…")
        let title = "\(rule)\(rule) \(screen) \(separator) \(state)"
        let titleWidth = title.displayWidth
        guard titleWidth > width else {
            let fill = width - titleWidth - 1
            return paint.bold(fill > 0 ? title + " " + String(repeating: rule, count: fill) : title)
        }
        var cut = ""
        var cutWidth = 0
        for character in title {
            let characterWidth = DisplayWidth.of(character)
            guard cutWidth + characterWidth <= width - 1 else { break }
            cut.append(character)
            cutWidth += characterWidth
        }
        return paint.bold(cut + ellipsis)
    }
}
