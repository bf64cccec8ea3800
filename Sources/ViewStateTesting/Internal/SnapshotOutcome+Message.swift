import Foundation
import PreviewCatalog
import TextSnapshots

/// Everything a snapshot failure message names.
struct SnapshotContext {
    let key: SnapshotKey
    let fileURL: URL
    let rendered: String
    let choice: RecordModeChoice
    /// A `swift test --filter` argument that selects the test (see `currentTestFilter`).
    let testFilter: String
}

extension SnapshotOutcome {
    /// The failure text, or `nil` when the snapshot passed.
    ///
    /// ```text
    /// Snapshot Login/error does not match its reference.
    ///
    /// --- Tests/__Snapshots__/Login/error.txt
    /// +++ rendered now
    /// @@ -3,6 +3,6 @@
    ///  メールアドレスとパスワードを入力してくだ
    ///  さい。
    ///
    /// -⚠ ログインできませんでした
    /// +⚠ ログインに失敗しました
    ///
    ///  [ もう一度試す ]
    ///
    /// If the new rendering is right, record it and commit the file:
    ///     VIEWSTATE_RECORD=failed swift test --filter LoginTests/everyStateMatchesItsSnapshot
    /// ```
    func failureMessage(_ context: SnapshotContext) -> String? {
        let path = displayPath(context.fileURL)
        let name = context.key.description
        switch self {
        case .matched:
            return nil
        case .differs(let reference):
            return """
                Snapshot \(name) does not match its reference.

                \(diff(from: reference, context))

                If the new rendering is right, record it and commit the file:
                    \(recordHint(.failed, context))
                """
        case .missing:
            return """
                Snapshot \(name) has no reference: \(path) does not exist, and nothing is recorded because \(context.choice.explanation).

                Rendered now:
                \(indented(context.rendered))

                Record it on your machine and commit the file:
                    \(recordHint(.missing, context))
                """
        case .recordedNew:
            return "Recorded a new reference for \(name) at \(path); check it, commit it, and run the test again."
        case .rerecorded(let previous?):
            return """
                Re-recorded the reference for \(name) at \(path):

                \(diff(from: previous, context))

                Check the change, then run the test again.
                """
        case .rerecorded(nil):
            return "Re-recorded the unreadable reference for \(name) at \(path); check it, then run the test again."
        case .unreadable(let reason):
            return """
                Snapshot \(name) cannot be compared: \(reason). Delete it, or replace it:
                    \(recordHint(.failed, context))
                """
        case .writeFailed(let reason):
            return "Could not record the reference for \(name): \(reason)."
        case .oldName(let old):
            let oldPath = displayPath(context.fileURL.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(old))
            return """
                Snapshot \(name) has its reference under the old file name \(oldPath); rename it to \(path), or let the assertion rename it on your machine:
                    \(recordHint(.missing, context))
                """
        }
    }

    /// The files end in a newline and the texts compared are the files' contents without it;
    /// putting it back keeps the diff from reporting a missing final newline on both sides.
    private func diff(from reference: String, _ context: SnapshotContext) -> String {
        LineDiff.unified(
            from: reference + "\n",
            to: context.rendered + "\n",
            oldLabel: displayPath(context.fileURL),
            newLabel: "rendered now"
        ) ?? "(no difference in text)"
    }

    /// How to rerun with `mode`: the environment variable, or, when a scoped setting overrides
    /// it, that setting.
    private func recordHint(_ mode: SnapshotRecordMode, _ context: SnapshotContext) -> String {
        if context.choice.reason == .scoped {
            return "use withSnapshotRecording(.\(mode)) instead of withSnapshotRecording(.\(context.choice.mode))"
        }
        return "\(RecordModeChoice.variable)=\(mode) swift test --filter \(shellQuoted(context.testFilter))"
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }
}
