import PreviewCatalog
import TextUI

/// Where a command writes: standard output, standard error, and the paint for color. Each
/// takes ``ConsoleText``, so every value printed has passed the one output rule.
struct Console {
    private let standardOutput: (String) -> Void
    private let standardError: (String) -> Void
    let paint: Paint

    init(output: @escaping (String) -> Void, errorOutput: @escaping (String) -> Void, paint: Paint) {
        self.standardOutput = output
        self.standardError = errorOutput
        self.paint = paint
    }

    /// Prints `text` on standard output, followed by a newline.
    func output(_ text: ConsoleText) {
        standardOutput(text.text)
    }

    /// Prints `text` on standard error, followed by a newline.
    func errorOutput(_ text: ConsoleText) {
        standardError(text.text)
    }

    /// `── Login · idle ──────…` filled to `width` columns, bold when colored; a title wider
    /// than `width` is cut to fit and ends in `…` (`.` in the ASCII style), so no line of the
    /// output is wider than asked. In the ASCII style the rule and separator are ASCII too, so
    /// nothing but the names themselves leaves the 95 printable characters. The names are made
    /// safe before they are measured (`␛` takes its column).
    ///
    /// ```text
    /// ── Login · wrong password ──────────────
    /// -- Login / wrong password --------------
    /// ── Login · wrong pas…                     (at width 21)
    /// ```
    func header(screen: String, state: String, width: Int, style: RenderStyle = .unicode) -> ConsoleText {
        let (rule, separator, ellipsis): (String, String, String) = style == .ascii ? ("-", "/", ".") : ("─", "·", "…")
        let title = ConsoleText(line: "\(rule)\(rule) \(screen) \(separator) \(state)").text
        let titleWidth = title.displayWidth
        guard titleWidth > width else {
            let fill = width - titleWidth - 1
            return paint.bold(ConsoleText(painted: fill > 0 ? title + " " + String(repeating: rule, count: fill) : title))
        }
        var cut = ""
        var cutWidth = 0
        for character in title {
            let characterWidth = DisplayWidth.of(character)
            guard cutWidth + characterWidth <= width - 1 else { break }
            cut.append(character)
            cutWidth += characterWidth
        }
        return paint.bold(ConsoleText(painted: cut + ellipsis))
    }
}
