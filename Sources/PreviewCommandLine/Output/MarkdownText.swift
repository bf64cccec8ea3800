import PreviewCatalog
import TextUI

/// Screen states as Markdown: a `##` heading per screen, a `###` heading per state, and the
/// text in a fence longer than any run of backticks inside it.
///
/// ```text
/// ## Login
///
/// ### idle
///
/// ```text
///                 ログイン
/// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// ```
/// ```
/// Names are headings, so each is one line (made safe by the one output rule, a line break
/// shown as `␊`); the whole document is made safe when it is printed.
package enum MarkdownText {
    package static func document(_ states: [Catalog.RenderedState]) -> String {
        var blocks: [String] = []
        var currentScreen: String?
        for state in states {
            if state.screen != currentScreen {
                blocks.append("## \(safeForOutput(state.screen, keepsLineBreaks: false))")
                currentScreen = state.screen
            }
            let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: state.text) + 1))
            blocks.append("### \(safeForOutput(state.state, keepsLineBreaks: false))")
            blocks.append("\(fence)text\n\(state.text)\n\(fence)")
        }
        return blocks.joined(separator: "\n\n")
    }

    /// The longest run of backticks in `text`: a code fence or span around it needs one more.
    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
