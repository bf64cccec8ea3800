import TextUI

/// Where a command writes: standard output, standard error, and the paint for color.
struct Console {
    let output: (String) -> Void
    let errorOutput: (String) -> Void
    let paint: Paint

    /// `── Login · idle ──────…` filled to `width` columns, bold when colored; a title wider
    /// than `width` is left whole and unfilled. In the ASCII style the rule and separator are
    /// ASCII too, so nothing but the names themselves leaves the 95 printable characters.
    ///
    /// ```text
    /// ── Login · wrong password ──────────────
    /// -- Login / wrong password --------------
    /// ```
    func header(screen: String, state: String, width: Int, style: RenderStyle = .unicode) -> String {
        let (rule, separator): (String, String) = style == .ascii ? ("-", "/") : ("─", "·")
        let title = "\(rule)\(rule) \(screen) \(separator) \(state)"
        let fill = width - title.displayWidth - 1
        return paint.bold(fill > 0 ? title + " " + String(repeating: rule, count: fill) : title)
    }
}
