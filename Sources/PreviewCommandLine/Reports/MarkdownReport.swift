import Foundation
import PreviewCatalog

/// `check` and `record` results as Markdown for a pull-request comment: a heading with the
/// verdict, the counts, a table of every snapshot that needs a look, and each diff in a
/// collapsed `<details>` block.
///
/// ```text
/// $ swift run preview check --format markdown
/// ### preview check failed
///
/// 4 match · 1 differs · 1 missing
///
/// | status | snapshot | file |
/// | --- | --- | --- |
/// | differs | Login/error (w40) | `Login/error.txt` |
/// | missing | Login/success (w40) | `Login/success.txt` |
///
/// <details><summary>Login/error (w40)</summary>
///
/// ```diff
/// --- Login/error.txt (recorded)
/// …
/// ```
///
/// </details>
/// ```
/// When nothing needs a look the comment is the heading and the counts alone.
package enum MarkdownReport {
    /// `program` is the name the preview command was run by (``PreviewEnvironment/commandName``).
    package static func document(_ results: [SnapshotResult], command: String, program: String = "preview") -> String {
        let failed = results.contains(where: \.isFailure)
        var blocks = ["### \(program) \(command) " + (failed ? "failed" : "passed")]
        var counts: [String] = []
        for status in SnapshotResult.Status.allCases {
            let count = results.filter { $0.status == status }.count
            if count > 0 { counts.append("\(count) \(status.rawValue)") }
        }
        blocks.append(counts.isEmpty ? "nothing to report" : counts.joined(separator: " · "))
        let notable = results.filter { ![.match, .unchanged].contains($0.status) }
        if !notable.isEmpty {
            let rows = notable.map { "| \($0.status.rawValue) | \(cell($0.title)) | \(cell(code($0.path))) |" }
            blocks.append((["| status | snapshot | file |", "| --- | --- | --- |"] + rows).joined(separator: "\n"))
        }
        for result in notable {
            guard let body = result.diff ?? ([.unlabelled, .lostText].contains(result.status) ? result.detail : nil) else { continue }
            let fence = String(repeating: "`", count: max(3, MarkdownText.longestBacktickRun(in: body) + 1))
            let language = result.diff == nil ? "text" : "diff"
            blocks.append("<details><summary>\(XMLText.escaped(result.title))</summary>\n\n\(fence)\(language)\n\(body)\n\(fence)\n\n</details>")
        }
        return blocks.joined(separator: "\n\n")
    }

    /// A table cell: `|` escaped, line breaks as spaces.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// Inline code with a backtick run longer than any inside it.
    private static func code(_ text: String) -> String {
        let ticks = String(repeating: "`", count: MarkdownText.longestBacktickRun(in: text) + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return ticks + pad + text + pad + ticks
    }
}
