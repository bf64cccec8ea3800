import PreviewCatalog
import TextSnapshots
import ViewStateKit

/// The recorded and rendered texts as HTML, each line escaped and the lines that changed
/// wrapped in `<span class="del">` (recorded) or `<span class="add">` (rendered).
///
/// ```swift
/// ChangedLines.mark(recorded: "a\nb", rendered: "a\nc")
/// // (recorded: "a\n<span class=\"del\">b</span>", rendered: "a\n<span class=\"add\">c</span>")
/// ```
enum ChangedLines {
    static func mark(recorded: String, rendered: String) -> (recorded: String, rendered: String) {
        let old = recorded.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var deleted = Set<Int>(), inserted = Set<Int>()
        for step in MyersDiff.steps(from: old, to: new) {
            switch step {
            case .delete(let index): deleted.insert(index)
            case .insert(let index): inserted.insert(index)
            case .keep: break
            }
        }
        return (lines(old, marked: deleted, as: "del"), lines(new, marked: inserted, as: "add"))
    }

    private static func lines(_ lines: [String], marked: Set<Int>, as kind: String) -> String {
        lines.enumerated().map { index, line in
            let text = CellText.html(line)
            return marked.contains(index) ? "<span class=\"\(kind)\">\(text.isEmpty ? " " : text)</span>" : text
        }.joined(separator: "\n")
    }
}
