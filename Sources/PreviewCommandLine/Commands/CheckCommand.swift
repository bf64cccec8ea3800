import PreviewCatalog
import TextSnapshots

/// `preview check [filter] [--dir DIR]`: compares each picked screen state with its snapshot
/// and never writes. Prints a unified diff per difference, then missing snapshots, orphaned
/// files and uncovered cases; exits 1 if there is any.
///
/// ```text
/// $ swift run preview check
/// --- Login/error.txt (recorded)
/// +++ Login/error.txt (rendered)
/// @@ -3,6 +3,6 @@
///  メールアドレスとパスワードを入力してくだ
///  さい。
///
/// -⚠ ログインできませんでした
/// +⚠ ログインに失敗しました
///
///  [ もう一度試す ]
/// missing    Login/success.txt — no snapshot yet
/// orphaned   Login/old.txt — no state produces it
/// old name   Login/wrong%20password.txt — 'record' renames it to Login/wrong password.txt
/// leftover   Login/.idle.txt.tmp-3f9a0c1e — a temporary file an interrupted record left
/// uncovered  Login .error — no preview reaches it
/// check failed: 1 differs, 1 missing, 1 orphaned, 1 uncovered in Tests/__Snapshots__.
/// To fix: run 'swift run preview record' to accept the rendered text; run 'swift run preview record --prune' to delete orphaned files; add a preview for each uncovered case, or mark it NotPreviewed("…", because: "…").
/// ```
/// A snapshot `record` would refuse to write (a folder where the file goes, a link out of the
/// directory) is named with its own fix first, since `record` refuses every file while it stays:
/// ```text
/// $ swift run preview check
/// unreadable Login/idle.txt — snapshot "/repo/Tests/__Snapshots__/Login/idle.txt" is a folder, not a file; remove or rename it, then record again
/// check failed: 1 differs, 1 unreadable in Tests/__Snapshots__.
/// To fix: first fix each unreadable snapshot as its line says; then run 'swift run preview record' to accept the rendered text.
/// ```
/// ```text
/// $ swift run preview check
/// check: 5 snapshots match, 4 of 4 cases covered in Tests/__Snapshots__
/// ```
/// A case the screen leaves out on purpose (``NotPreviewed``) is shown, and does not fail:
/// ```text
/// $ swift run preview check
/// not previewed  Login .locked — the server locks accounts; no mock reaches it
/// check: 5 snapshots match, 5 of 5 cases covered (1 not previewed) in Tests/__Snapshots__
/// ```
enum CheckCommand {
    @MainActor
    static func run(_ context: CommandContext) async throws(UsageError) -> Int32 {
        let environment = context.environment
        let directory = try SnapshotDirectory.url(context.options, in: environment)
        try SnapshotDirectory.requireNotAFile(directory, in: environment)
        try SnapshotDirectory.requireReadable(directory, in: environment)
        try CatalogNames.requireDistinctFiles(context.allKeys)

        let store = SnapshotStore(directory: directory)
        let console = context.console
        var report = CheckReport()
        var results: [SnapshotResult] = []
        let isText = context.options.format == .text
        var audit = AccessibilityAudit(isStrict: context.options.isStrictAccessibility)
        var lostTexts = LostTextAudit()
        for item in context.shardItems {
            // A scenario runs once for every variant; one that timed out is reported once, and
            // none of its variants is compared.
            if let timedOut = await context.reached(item).timedOut {
                report.timedOut.append(timedOut)
                results.append(ReviewResults.timedOut(timedOut, path: context.key(item, in: context.variants(ofScreen: item.screen)[0]).relativePath))
                continue
            }
            var isAudited = false
            for (variant, key) in zip(context.variants(ofScreen: item.screen), context.keys(of: item)) {
                let rendered = await context.rendered(item, in: variant)
                let text = rendered.text
                // The drawing that described the state is searched for every text it reads.
                if !isAudited, let lost = rendered.lostTexts {
                    lostTexts.inspect(key, drawing: text, lost: lost)
                    isAudited = true
                }
                let entry = SnapshotResult(screen: key.screen, state: key.state, variant: key.variantName, status: .match, path: key.relativePath, rendered: text)
                let recorded: String?
                do {
                    recorded = try store.read(key)
                } catch {
                    report.unreadable.append("\(key.relativePath) — \(error)")
                    results.append(entry.with(.unreadable, detail: "\(error)"))
                    continue
                }
                guard let recorded = recorded.map({ LineEndings.reconciled($0, with: text) }) else {
                    if let old = SnapshotMigration.oldFile(for: key, in: store) {
                        report.oldNamed.append((old: old, new: key.relativePath))
                        var renamed = entry.with(.oldName, detail: "'record' renames it to \(key.relativePath)")
                        renamed.path = old
                        results.append(renamed)
                    } else if let refusal = store.refusal(for: key) {
                        report.blocked.append("\(key.relativePath) — \(refusal)")
                        results.append(entry.with(.unreadable, detail: "\(refusal)"))
                    } else {
                        report.missing.append(key.relativePath)
                        results.append(entry.with(.missing, detail: "no snapshot yet"))
                    }
                    continue
                }
                report.checked += 1
                let label = key.relativePath
                // Compared as the files hold them, each with its final newline (built only when
                // the texts differ).
                if recorded.hasSameBytes(as: text) {
                    // A match is only listed in a report (JSON, JUnit, Markdown, HTML).
                    if !isText { results.append(entry.with(.match, recorded: recorded)) }
                } else if let diff = LineDiff.unified(from: recorded + "\n", to: text + "\n", oldLabel: "\(label) (recorded)", newLabel: "\(label) (rendered)") {
                    if isText { console.output(console.paint.diff(diff)) }
                    if let refusal = store.refusal(for: key) {
                        // A link out of the directory reads, but `record` will not write through it.
                        report.blocked.append("\(label) — \(refusal)")
                        results.append(entry.with(.unreadable, detail: "\(refusal)"))
                    } else {
                        report.differing.append(label)
                        results.append(entry.with(.differs, diff: diff, recorded: recorded))
                    }
                } else {
                    results.append(entry.with(.match, recorded: recorded))
                }
            }
            // The first variant drawn described the state too, from the same layout; the audit
            // reads that description (a screen without an `.a11y` variant draws no transcript).
            audit.inspect(context.key(item, in: .a11y), await context.accessibility(item))
            if !isAudited {
                let drawing = await context.reached(item).drawAndDescribe(.standard)
                lostTexts.inspect(context.key(item, in: .standard), drawing: drawing.text, lost: drawing.lostTexts)
            }
        }
        let listing = store.listing()
        let oldNames = Set(SnapshotMigration.oldFiles(for: context.allKeys, recorded: listing.snapshots).values)
        report.orphaned = Orphans.find(recorded: listing.snapshots.filter { !oldNames.contains($0) }, produced: context.allKeys, options: context.options, selection: context.selection)
        report.leftovers = listing.temporaryFiles
        report.coverage = await coverage(context)
        if !isText {
            results += ReviewResults.orphans(report.orphaned) + ReviewResults.uncovered(report.coverage) + ReviewResults.badMarks(report.coverage) + audit.results + lostTexts.results
            return try ReviewOutput.write(results, command: "check", isClean: report.isClean && audit.passes && lostTexts.passes, context: context, directory: directory, coverage: report.coverage)
        }
        for line in report.findings(paint: console.paint) + audit.findings(paint: console.paint) + lostTexts.findings(paint: console.paint) {
            console.output(line)
        }
        for line in report.summary(in: SnapshotDirectory.display(directory, in: environment), isCI: environment.isCI, command: environment.commandName, paint: console.paint) {
            console.output(line)
        }
        if let line = audit.failureLine(paint: console.paint) { console.output(line) }
        if let line = lostTexts.failureLine(paint: console.paint) { console.output(line) }
        return report.isClean && audit.passes && lostTexts.passes ? 0 : 1
    }

    /// Coverage of the screens with picked states, split by shard like everything else.
    @MainActor
    private static func coverage(_ context: CommandContext) async -> [(screen: String, coverage: ScreenCoverage)] {
        var result: [(String, ScreenCoverage)] = []
        for screen in context.options.shard.part(of: context.selection.screens) {
            result.append((context.catalog.screens[screen].name, await context.coverage(ofScreen: screen)))
        }
        return result
    }
}
