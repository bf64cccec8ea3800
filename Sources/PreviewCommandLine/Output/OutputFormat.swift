import PreviewCatalog
/// How `preview` writes what it found: `--format text|markdown|json|junit|html|a11y`.
///
/// Each command takes the formats that make sense for it (``allowed(for:)``): showing screens
/// takes `text`, `markdown`, `json` and `a11y`; `list` takes `text`, `markdown` and `json`;
/// `record` adds `junit`; `check` adds `junit` and `html`.
package enum OutputFormat: String, Sendable, CaseIterable {
    /// Each state under a `── Screen · state ───` header: for people at a terminal.
    case text
    /// A `##` heading per screen, `###` per state, the text in a fence: for pull requests and
    /// docs. For `check`, `record` and `list`, a summary for a pull-request comment.
    case markdown
    /// One object per screen state (or per snapshot, for `check` and `record`): for tools.
    case json
    /// A JUnit XML report, one test case per snapshot: for CI servers.
    case junit
    /// A self-contained HTML page in the `--out` folder, expected and actual side by side.
    case html
    /// What a screen reader announces, element by element: the accessibility transcript.
    case a11y

    /// The formats `command` accepts, the first being its default.
    package static func allowed(for command: PreviewOptions.Command) -> [OutputFormat] {
        switch command {
        case .show: [.text, .markdown, .json, .a11y]
        case .list: [.text, .markdown, .json]
        case .record: [.text, .markdown, .json, .junit]
        case .check: [.text, .markdown, .json, .junit, .html]
        case .gallery: [.html]
        }
    }
}
