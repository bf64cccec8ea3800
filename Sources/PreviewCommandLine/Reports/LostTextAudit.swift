import PreviewCatalog
import TextUI
import TextSnapshots

/// What `check` says about a state whose drawing loses text a person could read (see
/// ``LostText``) or draws nothing at all: an error each, so `check` exits 1 however the
/// snapshots compare. A snapshot recorded from such a drawing would hold the loss as if it
/// were right.
///
/// ```text
/// lost text  Settings/editing — “Cancel” (Button in HStack in ZStack) is not in the drawing: something is drawn over it or left it no room
/// blank      Settings/empty — draws nothing; its body may sit in a branch this platform does not take
/// check failed: 2 states lose text.
/// ```
struct LostTextAudit {
    private(set) var results: [SnapshotResult] = []
    private var states = 0

    /// Notes each text the drawing of one state lost, or that it drew nothing.
    mutating func inspect(_ key: SnapshotKey, drawing: String, lost: [LostText]) {
        let isBlank = !drawing.contains { !$0.isWhitespace }
        guard isBlank || !lost.isEmpty else { return }
        states += 1
        let details = isBlank
            ? ["draws nothing; its body may sit in a branch this platform does not take"]
            : lost.map { "\($0) is not in the drawing: something is drawn over it or left it no room" }
        for detail in details {
            results.append(SnapshotResult(
                screen: key.screen, state: key.state, variant: key.variantName, status: .lostText, path: key.relativePath, detail: detail
            ))
        }
    }

    /// Whether `check` may still pass.
    var passes: Bool { results.isEmpty }

    /// One line per lost text or blank state, for the text output.
    func findings(paint: Paint) -> [ConsoleText] {
        results.map { result in
            let word: ConsoleText = result.detail?.hasPrefix("draws nothing") == true ? "blank     " : "lost text "
            return "\(paint.red(word)) \(result.screen)/\(result.state ?? "") — \(result.detail ?? "")"
        }
    }

    /// The closing line when a state lost text.
    func failureLine(paint: Paint) -> ConsoleText? {
        guard !passes else { return nil }
        let count = states == 1 ? "1 state loses text" : "\(states) states lose text"
        return "\(paint.red("check failed: \(count).")) To fix: make room for each text named above, or hide it on purpose (.hidden(), a frame, a lineLimit)."
    }
}
