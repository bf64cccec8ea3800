import PreviewCatalog
/// What `check` found, and how it says so.
struct CheckReport {
    var checked = 0
    var differing: [String] = []
    var missing: [String] = []
    var unreadable: [String] = []
    /// Snapshots `record` would refuse to write (a link out of the directory, a file where a
    /// folder goes), each with the refusal, which names its fix.
    var blocked: [String] = []
    var orphaned: [String] = []
    var timedOut: [ScenarioTimeout] = []
    /// References under the old scheme's name (`wrong%20password.txt`), with today's name.
    var oldNamed: [(old: String, new: String)] = []
    /// Temporary files an interrupted `record` left; the next `record` removes them.
    var leftovers: [String] = []
    var coverage: [(screen: String, coverage: ScreenCoverage)] = []

    var uncovered: [String] {
        coverage.flatMap { entry in entry.coverage.uncovered.map { "\(entry.screen) .\($0)" } }
    }

    var badMarks: [String] {
        coverage.flatMap { entry in entry.coverage.badMarks.map { "\(entry.screen) .\($0.caseName) — \($0.problem)" } }
    }

    var isClean: Bool {
        differing.isEmpty && missing.isEmpty && unreadable.isEmpty && blocked.isEmpty && orphaned.isEmpty && uncovered.isEmpty && timedOut.isEmpty && oldNamed.isEmpty && badMarks.isEmpty && leftovers.isEmpty
    }

    var notPreviewed: [String] {
        coverage.flatMap { entry in entry.coverage.notPreviewed.map { "\(entry.screen) .\($0.caseName) — \($0.reason)" } }
    }

    /// One line per missing, unreadable or orphaned file, per uncovered case, per mark that
    /// cannot stand, and per case left out on purpose (which does not fail).
    ///
    /// ```text
    /// missing    Login/success.txt — no snapshot yet
    /// orphaned   Login/old.txt — no state produces it
    /// leftover   Login/.idle.txt.tmp-3f9a0c1e — a temporary file an interrupted record left
    /// blocked    Login/idle.txt — snapshot "/repo/Tests/__Snapshots__/Login/idle.txt" is a folder, not a file; remove or rename it, then record again
    /// uncovered  Login .error — no preview reaches it
    /// bad mark   Login .sucess — not a case of its ViewState; did you mean .success?
    /// not previewed  Login .locked — the server locks accounts; no mock reaches it
    /// timed out  scenario Login/stuck did not finish within 5 s; it waits on …
    /// hung       preview Login/busy hung the process drawing it: it did not return within 6 s, …
    /// old name   Login/wrong%20password.txt — 'record' renames it to Login/wrong password.txt
    /// ```
    func findings(paint: Paint) -> [ConsoleText] {
        var lines: [ConsoleText] = []
        for timeout in timedOut {
            let label = timeout.label
            lines.append("\(paint.red(ConsoleText(line: label)))\(String(repeating: " ", count: max(1, 11 - label.count)))\(timeout.description)")
        }
        for file in oldNamed { lines.append("\(paint.yellow("old name"))   \(file.old) — 'record' renames it to \(file.new)") }
        for path in missing { lines.append("\(paint.red("missing"))    \(path) — no snapshot yet") }
        for line in unreadable { lines.append("\(paint.red("unreadable")) \(line)") }
        for line in blocked { lines.append("\(paint.red("blocked"))    \(line)") }
        for path in orphaned { lines.append("\(paint.yellow("orphaned"))   \(path) — no state produces it") }
        for path in leftovers { lines.append("\(paint.yellow("leftover"))   \(path) — a temporary file an interrupted record left") }
        for line in uncovered { lines.append("\(paint.yellow("uncovered"))  \(line) — no preview reaches it") }
        for line in badMarks { lines.append("\(paint.red("bad mark"))   \(line)") }
        for line in notPreviewed { lines.append("not previewed  \(line)") }
        return lines
    }

    /// The closing lines: what matched, or what failed and what to do about it.
    /// `command` is the name the preview command was run by, for the fix-it line.
    func summary(in place: String, isCI: Bool, command: String, paint: Paint) -> [ConsoleText] {
        if isClean {
            let known = coverage.compactMap { $0.coverage.cases }
            let count = known.reduce(0) { $0 + $1.count }
            let skipped = notPreviewed.isEmpty ? "" : " (\(notPreviewed.count) not previewed)"
            let covered = known.isEmpty ? "" : ", \(count) of \(count) cases covered" + skipped
            let matches = checked == 1 ? "snapshot matches" : "snapshots match"
            return [paint.green("check: \(checked) \(matches)\(covered) in \(place)")]
        }
        var counts: [String] = []
        if !differing.isEmpty { counts.append("\(differing.count) \(differing.count == 1 ? "differs" : "differ")") }
        if !missing.isEmpty { counts.append("\(missing.count) missing") }
        if !unreadable.isEmpty { counts.append("\(unreadable.count) unreadable") }
        if !blocked.isEmpty { counts.append("\(blocked.count) blocked") }
        if !orphaned.isEmpty { counts.append("\(orphaned.count) orphaned") }
        if !leftovers.isEmpty { counts.append("\(leftovers.count) leftover") }
        if !uncovered.isEmpty { counts.append("\(uncovered.count) uncovered") }
        if !badMarks.isEmpty { counts.append("\(badMarks.count) bad \(badMarks.count == 1 ? "mark" : "marks")") }
        counts += Self.counts(of: timedOut)
        if !oldNamed.isEmpty { counts.append("\(oldNamed.count) old-named") }
        // Every fix named here works as written: `record` refuses the whole batch while a file
        // is unreadable or blocked, so those come first and `record` after them.
        var fixes: [String] = []
        let record = "run 'swift run \(command) record'" + (isCI ? " locally" : "")
        let committing = isCI ? " and commit the result" : ""
        if !unreadable.isEmpty || !blocked.isEmpty {
            fixes.append("first fix each \(unreadable.isEmpty ? "blocked" : blocked.isEmpty ? "unreadable" : "unreadable or blocked") snapshot as its line says")
        }
        if !differing.isEmpty || !missing.isEmpty {
            fixes.append((fixes.isEmpty ? "" : "then ") + record + (isCI ? " and commit the files" : " to accept the rendered text"))
        }
        if !oldNamed.isEmpty { fixes.append(record + " to rename old-named files" + committing) }
        if !orphaned.isEmpty {
            fixes.append("run 'swift run \(command) record --prune'" + (isCI ? " locally" : "") + " to delete orphaned files" + committing)
        }
        if !uncovered.isEmpty { fixes.append("add a preview for each uncovered case, or mark it NotPreviewed(\"…\", because: \"…\")") }
        if timedOut.contains(where: { $0.kind == .timedOut }) { fixes.append("let each timed-out scenario finish, or give it longer") }
        if timedOut.contains(where: { $0.kind == .stopped }) { fixes.append("give each stopped preview what its line says it lacks") }
        if timedOut.contains(where: { $0.kind == .hung }) { fixes.append("let each hung preview return, or give it longer") }
        if !badMarks.isEmpty { fixes.append("correct each bad mark") }
        if !leftovers.isEmpty { fixes.append(record + " to remove leftover temporary files" + committing) }
        return [
            paint.red("check failed: \(counts.joined(separator: ", ")) in \(place)."),
            "To fix: \(fixes.joined(separator: "; ")).",
        ]
    }

    /// `timeouts` counted by kind, in the order check and record print them: `1 timed out`,
    /// `1 stopped`, `1 hung`; kinds with none are left out.
    static func counts(of timeouts: [ScenarioTimeout]) -> [String] {
        [ScenarioTimeout.Kind.timedOut, .stopped, .hung].compactMap { kind in
            let matching = timeouts.filter { $0.kind == kind }
            return matching.first.map { "\(matching.count) \($0.label)" }
        }
    }
}
