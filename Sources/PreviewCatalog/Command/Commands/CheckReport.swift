/// What `check` found, and how it says so.
struct CheckReport {
    var checked = 0
    var differing: [String] = []
    var missing: [String] = []
    var unreadable: [String] = []
    var orphaned: [String] = []
    var coverage: [(screen: String, coverage: ScreenCoverage)] = []

    var uncovered: [String] {
        coverage.flatMap { entry in entry.coverage.uncovered.map { "\(entry.screen) .\($0)" } }
    }

    var badMarks: [String] {
        coverage.flatMap { entry in entry.coverage.badMarks.map { "\(entry.screen) .\($0.caseName) — \($0.problem)" } }
    }

    var notPreviewed: [String] {
        coverage.flatMap { entry in entry.coverage.notPreviewed.map { "\(entry.screen) .\($0.caseName) — \($0.reason)" } }
    }

    var isClean: Bool {
        differing.isEmpty && missing.isEmpty && unreadable.isEmpty && orphaned.isEmpty && uncovered.isEmpty && badMarks.isEmpty
    }

    /// One line per missing, unreadable or orphaned file, per uncovered case, per mark that
    /// cannot stand, and per case left out on purpose (which does not fail).
    ///
    /// ```text
    /// missing    Login/success.txt — no snapshot yet
    /// orphaned   Login/old.txt — no state produces it
    /// uncovered  Login .error — no preview reaches it
    /// bad mark   Login .sucess — not a case of its ViewState; did you mean .success?
    /// not previewed  Login .locked — the server locks accounts; no mock reaches it
    /// ```
    func findings(paint: Paint) -> [String] {
        missing.map { paint.red("missing") + "    \($0) — no snapshot yet" }
            + unreadable.map { paint.red("unreadable") + " \($0)" }
            + orphaned.map { paint.yellow("orphaned") + "   \($0) — no state produces it" }
            + uncovered.map { paint.yellow("uncovered") + "  \($0) — no preview reaches it" }
            + badMarks.map { paint.red("bad mark") + "   \($0)" }
            + notPreviewed.map { "not previewed  \($0)" }
    }

    /// The closing lines: what matched, or what failed and what to do about it.
    func summary(in place: String, isCI: Bool, paint: Paint) -> [String] {
        if isClean {
            let known = coverage.compactMap { $0.coverage.cases }
            let count = known.reduce(0) { $0 + $1.count }
            let skipped = notPreviewed.isEmpty ? "" : " (\(notPreviewed.count) not previewed)"
            let covered = known.isEmpty ? "" : ", \(count) of \(count) cases covered" + skipped
            return [paint.green("check: \(checked) \(checked == 1 ? "snapshot matches" : "snapshots match")\(covered) in \(place)")]
        }
        var counts: [String] = []
        if !differing.isEmpty { counts.append("\(differing.count) \(differing.count == 1 ? "differs" : "differ")") }
        if !missing.isEmpty { counts.append("\(missing.count) missing") }
        if !unreadable.isEmpty { counts.append("\(unreadable.count) unreadable") }
        if !orphaned.isEmpty { counts.append("\(orphaned.count) orphaned") }
        if !uncovered.isEmpty { counts.append("\(uncovered.count) uncovered") }
        if !badMarks.isEmpty { counts.append("\(badMarks.count) bad \(badMarks.count == 1 ? "mark" : "marks")") }
        var fixes: [String] = []
        if !differing.isEmpty || !missing.isEmpty || !unreadable.isEmpty {
            fixes.append(isCI ? "run 'swift run preview record' locally and commit the files" : "run 'swift run preview record' to accept the rendered text")
        }
        if !orphaned.isEmpty { fixes.append("delete orphaned files") }
        if !uncovered.isEmpty { fixes.append("add a preview for each uncovered case, or mark it NotPreviewed(\"…\", because: \"…\")") }
        if !badMarks.isEmpty { fixes.append("correct each bad mark") }
        return [
            paint.red("check failed: " + counts.joined(separator: ", ") + " in \(place)."),
            "To fix: " + fixes.joined(separator: "; ") + ".",
        ]
    }
}
