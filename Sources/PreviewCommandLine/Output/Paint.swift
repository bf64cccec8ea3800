import PreviewCatalog
/// Wraps text in ANSI color codes, or leaves it alone when color is off. The codes are the only
/// control characters `preview` prints: what they wrap is ``ConsoleText``, already safe.
///
/// ```swift
/// Paint(isEnabled: true).red("- old")    // "\u{1B}[31m- old\u{1B}[0m"
/// Paint(isEnabled: false).red("- old")   // "- old"
/// ```
package struct Paint: Sendable {
    package let isEnabled: Bool

    package init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    package func bold(_ text: ConsoleText) -> ConsoleText { wrap(text, "1") }
    package func red(_ text: ConsoleText) -> ConsoleText { wrap(text, "31") }
    package func green(_ text: ConsoleText) -> ConsoleText { wrap(text, "32") }
    package func yellow(_ text: ConsoleText) -> ConsoleText { wrap(text, "33") }
    package func cyan(_ text: ConsoleText) -> ConsoleText { wrap(text, "36") }

    /// A unified diff, made safe line by line (a recorded file may hold anything), with removed
    /// lines red, added lines green and hunk headers cyan.
    package func diff(_ diff: String) -> ConsoleText {
        let safe = ConsoleText(lines: diff)
        guard isEnabled else { return safe }
        let lines = safe.text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> ConsoleText in
            let text = ConsoleText(painted: String(line))
            if line.hasPrefix("---") || line.hasPrefix("+++") { return bold(text) }
            if line.hasPrefix("@@") { return cyan(text) }
            if line.hasPrefix("-") { return red(text) }
            if line.hasPrefix("+") { return green(text) }
            return text
        }
        return ConsoleText.joined(lines, separator: "\n")
    }

    private func wrap(_ text: ConsoleText, _ code: String) -> ConsoleText {
        isEnabled ? ConsoleText(painted: "\u{1B}[\(code)m\(text.text)\u{1B}[0m") : text
    }
}
