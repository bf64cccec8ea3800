/// Wraps text in ANSI color codes, or leaves it alone when color is off.
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

    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func red(_ text: String) -> String { wrap(text, "31") }
    package func green(_ text: String) -> String { wrap(text, "32") }
    package func yellow(_ text: String) -> String { wrap(text, "33") }
    package func cyan(_ text: String) -> String { wrap(text, "36") }

    /// A unified diff with removed lines red, added lines green and hunk headers cyan.
    package func diff(_ diff: String) -> String {
        guard isEnabled else { return diff }
        return diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("---") || line.hasPrefix("+++") { return bold(String(line)) }
            if line.hasPrefix("@@") { return cyan(String(line)) }
            if line.hasPrefix("-") { return red(String(line)) }
            if line.hasPrefix("+") { return green(String(line)) }
            return String(line)
        }.joined(separator: "\n")
    }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
