import PreviewCatalog
import TextSnapshots

/// Builds the ``SnapshotResult`` entries that are not a rendered state: orphaned files,
/// uncovered cases, bad marks and timed-out scenarios.
enum ReviewResults {
    /// One `orphaned` entry per file, named by the key its path spells (or its folder, for a
    /// file that is no snapshot path).
    static func orphans(_ paths: [String]) -> [SnapshotResult] {
        paths.map { path in
            let key = SnapshotKey(relativePath: path)
            let folder = path.split(separator: "/").dropLast().first.map(String.init)
            return SnapshotResult(
                screen: key?.screen ?? folder ?? path, state: key?.state, variant: key?.variantName,
                status: .orphaned, path: path, detail: "no state produces it"
            )
        }
    }

    /// One `uncovered` entry per declared case no preview reaches; its path is the case, `.error`.
    static func uncovered(_ coverage: [(screen: String, coverage: ScreenCoverage)]) -> [SnapshotResult] {
        coverage.flatMap { entry in
            entry.coverage.uncovered.map {
                SnapshotResult(screen: entry.screen, state: nil, variant: nil, status: .uncovered, path: ".\($0)", detail: "no preview reaches it")
            }
        }
    }

    /// One `badMark` entry per ``NotPreviewed`` mark that cannot stand; its path is the case.
    static func badMarks(_ coverage: [(screen: String, coverage: ScreenCoverage)]) -> [SnapshotResult] {
        coverage.flatMap { entry in
            entry.coverage.badMarks.map {
                SnapshotResult(screen: entry.screen, state: nil, variant: nil, status: .badMark, path: ".\($0.caseName)", detail: $0.problem)
            }
        }
    }

    /// The one `timedOut` (`stopped`, `hung`) entry of a state left out, whatever the number
    /// of variants; `path` is the state's file in its first variant.
    static func timedOut(_ timeout: ScenarioTimeout, path: String) -> SnapshotResult {
        SnapshotResult(screen: timeout.screen, state: timeout.state, variant: nil, status: status(of: timeout), path: path, detail: timeout.description)
    }

    /// The status of a state left out: `timedOut`, `stopped` or `hung`.
    static func status(of timeout: ScenarioTimeout) -> SnapshotResult.Status {
        switch timeout.kind {
        case .timedOut: .timedOut
        case .stopped: .stopped
        case .hung: .hung
        }
    }
}

extension SnapshotResult {
    /// This entry with another status and, where given, a diff, detail or recorded text.
    func with(_ status: Status, diff: String? = nil, detail: String? = nil, recorded: String? = nil, isFailure: Bool? = nil) -> SnapshotResult {
        var copy = self
        copy.status = status
        copy.isFailure = isFailure ?? status.isFailure
        copy.diff = diff ?? copy.diff
        copy.detail = detail ?? copy.detail
        copy.recorded = recorded ?? copy.recorded
        return copy
    }
}

extension SnapshotStore.WriteOutcome {
    /// How a report names what `record` did.
    var resultStatus: SnapshotResult.Status {
        switch self {
        case .new: .new
        case .changed: .changed
        case .unchanged: .unchanged
        }
    }
}
