import PreviewCatalog
/// What `check` or `record` found for one snapshot (or one orphaned file, or one uncovered
/// case): the entries of the JSON, JUnit, Markdown and HTML reports, in the order found.
///
/// ```swift
/// SnapshotResult(screen: "Login", state: "error", variant: "w40", status: .differs, path: "Login/error.txt", diff: "--- …")
/// ```
package struct SnapshotResult: Sendable, Equatable {
    /// What happened to the snapshot.
    package enum Status: String, Sendable, CaseIterable {
        // check
        case match, differs, missing, orphaned, uncovered, unreadable
        /// A reference under the old percent-encoded name, which `record` renames.
        case oldName
        /// A case mark (``NotPreviewed``) that cannot stand.
        case badMark
        // check and record: the state's scenario did not finish in time (once per state)
        case timedOut
        // check and record: the state's preview stopped the process drawing it (once per state)
        case stopped
        // check and record: the state's preview hung the process drawing it (once per state)
        case hung
        // check: the drawing loses a text a person could read, or draws nothing (``LostText``)
        case lostText
        // record
        case new, changed, unchanged
        /// An orphaned file `record --prune` deleted.
        case pruned
        // warnings about what a screen reader would announce
        case unlabelled

        /// Whether the status fails `check`.
        package var isFailure: Bool {
            switch self {
            case .differs, .missing, .orphaned, .uncovered, .unreadable, .oldName, .badMark, .timedOut, .stopped, .hung, .lostText: true
            case .match, .new, .changed, .unchanged, .pruned, .unlabelled: false
            }
        }
    }

    /// The screen's name.
    package var screen: String
    /// The state's name; `nil` for an uncovered case or a file that names no state.
    package var state: String?
    /// The variant (`w40`, `w32@ascii`, `a11y`), see ``SnapshotKey/variantName``; `nil` for an
    /// uncovered case, a bad mark, or a timed-out state (which is reported once, not per variant).
    package var variant: String?
    package var status: Status
    /// The file's path in the snapshot directory (for `oldName`, the old file's), or the case for
    /// `uncovered` and `badMark` (`.error`).
    package var path: String
    /// The unified diff from the recorded to the rendered text, for `differs`.
    package var diff: String?
    /// What is wrong in words, for `unreadable`, `unlabelled`, `uncovered`, `oldName`, `badMark`,
    /// `timedOut`, `stopped`, `hung` and `lostText`.
    package var detail: String?
    /// The recorded text, when there was one (for the HTML page).
    package var recorded: String?
    /// The rendered text, when the state was rendered (for the HTML page).
    package var rendered: String?
    /// Whether this entry fails the command: the status's own answer, except that an
    /// `unlabelled` warning fails under `--strict-a11y`.
    package var isFailure: Bool

    package init(
        screen: String, state: String?, variant: String?, status: Status, path: String,
        diff: String? = nil, detail: String? = nil, recorded: String? = nil, rendered: String? = nil,
        isFailure: Bool? = nil
    ) {
        self.screen = screen
        self.state = state
        self.variant = variant
        self.status = status
        self.path = path
        self.diff = diff
        self.detail = detail
        self.recorded = recorded
        self.rendered = rendered
        self.isFailure = isFailure ?? status.isFailure
    }

    /// `Login/error (w40)`, `Login .error` for an uncovered case: how reports name the entry.
    package var title: String {
        guard let state else { return status == .uncovered || status == .badMark ? "\(screen) \(path)" : path }
        return "\(screen)/\(state)" + (variant.map { " (\($0))" } ?? "")
    }
}
