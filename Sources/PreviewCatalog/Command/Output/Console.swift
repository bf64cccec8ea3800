import TextUI

/// Where a command writes: standard output, standard error, and the paint for color.
struct Console {
    let output: (String) -> Void
    let errorOutput: (String) -> Void
    let paint: Paint

    /// `── Login · idle ──────…` filled to `width` columns, bold when colored.
    ///
    /// ```text
    /// ── Login · wrong password ──────────────
    /// ```
    func header(screen: String, state: String, width: Int) -> String {
        let title = "── \(screen) · \(state) "
        return paint.bold(title + String(repeating: "─", count: max(0, width - title.displayWidth)))
    }
}
