/// What `check` found, and how it says so.
struct CheckReport {
    var checked = 0
    var differing: [String] = []
    var missing: [String] = []
    var unreadable: [String] = []
    var orphaned: [String] = []
    /// Temporary files an interrupted `record` left; the next `record` removes them.
    var leftovers: [String] = []
    var coverage: [(screen: String, coverage: ScreenCoverage)] = []

    var uncovered: [String] {
        coverage.flatMap { entry in entry.coverage.uncovered.map { "\(entry.screen) .\($0)" } }
    }

    var isClean: Bool {
        differing.isEmpty && missing.isEmpty && unreadable.isEmpty && orphaned.isEmpty && leftovers.isEmpty && uncovered.isEmpty
    }

    /// One line per missing, unreadable or orphaned file and per uncovered case.
    ///
    /// ```text
    /// missing    Login/success.txt — no snapshot yet
    /// orphaned   Login/old.txt — no state produces it
    /// leftover   Login/.idle.txt.tmp-3f9a0c1e — a temporary file an interrupted record left
    /// uncovered  Login .error — no preview reaches it
    /// ```
    func findings(paint: Paint) -> [String] {
        missing.map { paint.red("missing") + "    \($0) — no snapshot yet" }
            + unreadable.map { paint.red("unreadable") + " \($0)" }
            + orphaned.map { paint.yellow("orphaned") + "   \($0) — no state produces it" }
            + leftovers.map { paint.yellow("leftover") + "   \($0) — a temporary file an interrupted record left" }
            + uncovered.map { paint.yellow("uncovered") + "  \($0) — no preview reaches it" }
    }

    /// The closing lines: what matched, or what failed and what to do about it.
    func summary(in place: String, isCI: Bool, paint: Paint) -> [String] {
        if isClean {
            let cases = coverage.compactMap { $0.coverage.declared == nil ? nil : $0.coverage }
            let declared = cases.reduce(0) { $0 + ($1.declared?.count ?? 0) }
            let covered = cases.isEmpty ? "" : ", \(declared) of \(declared) cases covered"
            return [paint.green("check: \(checked) \(checked == 1 ? "snapshot matches" : "snapshots match")\(covered) in \(place)")]
        }
        var counts: [String] = []
        if !differing.isEmpty { counts.append("\(differing.count) \(differing.count == 1 ? "differs" : "differ")") }
        if !missing.isEmpty { counts.append("\(missing.count) missing") }
        if !unreadable.isEmpty { counts.append("\(unreadable.count) unreadable") }
        if !orphaned.isEmpty { counts.append("\(orphaned.count) orphaned") }
        if !leftovers.isEmpty { counts.append("\(leftovers.count) leftover") }
        if !uncovered.isEmpty { counts.append("\(uncovered.count) uncovered") }
        var fixes: [String] = []
        if !differing.isEmpty || !missing.isEmpty || !unreadable.isEmpty {
            fixes.append(isCI ? "run 'swift run preview record' locally and commit the files" : "run 'swift run preview record' to accept the rendered text")
        }
        if !orphaned.isEmpty { fixes.append("delete orphaned files") }
        if !leftovers.isEmpty { fixes.append("run 'swift run preview record' to remove leftover temporary files") }
        if !uncovered.isEmpty { fixes.append("add a preview for each uncovered case") }
        return [
            paint.red("check failed: " + counts.joined(separator: ", ") + " in \(place)."),
            "To fix: " + fixes.joined(separator: "; ") + ".",
        ]
    }
}
