import PreviewCatalog
import TextUI
import TextSnapshots

/// What `check` says about images and buttons a screen reader has no words for: a warning
/// each by default, an error each with `--strict-a11y` (and then `check` exits 1).
///
/// ```text
/// warning    Door/open — Image (symbol "theatermasks") has no accessibility label; add .accessibilityLabel("…") or .accessibilityHidden(true)
/// check failed: 1 unlabelled element (--strict-a11y).
/// ```
struct AccessibilityAudit {
    let isStrict: Bool
    private(set) var results: [SnapshotResult] = []

    init(isStrict: Bool) {
        self.isStrict = isStrict
    }

    /// Notes every unlabelled element of one screen state.
    mutating func inspect(_ key: @autoclosure () -> SnapshotKey, _ elements: [AccessibilityElement]) {
        for element in elements where element.isUnlabelled {
            let key = key()
            results.append(SnapshotResult(
                screen: key.screen, state: key.state, variant: "a11y", status: .unlabelled, path: key.relativePath,
                detail: Self.problem(element), isFailure: isStrict
            ))
        }
    }

    /// Whether `check` may still pass.
    var passes: Bool { !isStrict || results.isEmpty }

    /// One line per unlabelled element, for the text output.
    func findings(paint: Paint) -> [ConsoleText] {
        results.map { result in
            let kind: ConsoleText = isStrict ? "\(paint.red("unlabelled")) " : "\(paint.yellow("warning"))    "
            return "\(kind)\(result.screen)/\(result.state ?? "") — \(result.detail ?? "")"
        }
    }

    /// The closing line when `--strict-a11y` fails the check.
    func failureLine(paint: Paint) -> ConsoleText? {
        guard !passes else { return nil }
        let count = results.count == 1 ? "1 unlabelled element" : "\(results.count) unlabelled elements"
        return paint.red("check failed: \(count) (--strict-a11y).")
    }

    private static func problem(_ element: AccessibilityElement) -> String {
        let kind = element.traits.contains(.isImage) ? "Image" : element.traits.contains(.isTab) ? "Tab" : "Button"
        let symbol = element.systemName.map { " (symbol \"\($0)\")" } ?? ""
        return "\(kind)\(symbol) has no accessibility label; add .accessibilityLabel(\"…\") or .accessibilityHidden(true)"
    }
}
