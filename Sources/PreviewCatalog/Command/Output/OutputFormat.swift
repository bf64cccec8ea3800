/// How `preview` shows screen states: `--format text|markdown|json`.
package enum OutputFormat: String, Sendable, CaseIterable {
    /// Each state under a `── Screen · state ───` header: for people at a terminal.
    case text
    /// A `##` heading per screen, `###` per state, the text in a fence: for pull requests and docs.
    case markdown
    /// One object per screen state with `screen`, `state`, `width`, `text`: for tools.
    case json
}
