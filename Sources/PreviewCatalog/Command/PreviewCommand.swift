import TextUI

/// The `preview` executable's driver: takes the command line, writes to the given outputs,
/// and returns the exit code, so tests can run it in-process.
///
/// ```text
/// $ swift run preview
/// ── Login · idle ─────────────────────────
/// …
/// ```
public enum PreviewCommand {
    /// Exit codes: 0 all good, 2 the command line is wrong.
    @MainActor
    public static func run(
        _ arguments: [String],
        catalog: Catalog,
        output: (String) -> Void,
        errorOutput: (String) -> Void
    ) async -> Int32 {
        if let unexpected = arguments.first {
            errorOutput("error: unexpected argument '\(unexpected)'; run 'preview' with no arguments to print every screen.")
            return 2
        }
        let width = 40
        for rendered in await catalog.render(width: width) {
            output(header(screen: rendered.screen, state: rendered.state, width: width))
            output(rendered.text)
            output("")
        }
        return 0
    }

    /// `── Login · idle ──────…` filled to `width` columns.
    static func header(screen: String, state: String, width: Int) -> String {
        let title = "── \(screen) · \(state) "
        return title + String(repeating: "─", count: max(0, width - title.displayWidth))
    }
}
