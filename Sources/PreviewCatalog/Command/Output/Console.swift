import TextUI

/// Where a command writes: standard output, standard error, and the paint for color.
struct Console {
    let output: (String) -> Void
    let errorOutput: (String) -> Void
    let paint: Paint

    /// `── Login · idle ──────…` filled to `width` columns, bold when colored; a title wider
    /// than `width` is left whole and unfilled.
    ///
    /// ```text
    /// ── Login · wrong password ──────────────
    /// ```
    func header(screen: String, state: String, width: Int) -> String {
        let title = "── \(screen) · \(state)"
        let fill = width - title.displayWidth - 1
        return paint.bold(fill > 0 ? title + " " + String(repeating: "─", count: fill) : title)
    }
}
