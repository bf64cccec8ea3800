import Foundation
import PreviewCatalog
import TextSnapshots
import TextUI

/// `preview record [filter] [--dir DIR]`: writes one snapshot file per picked screen state,
/// atomically and durably in one batch (see ``SnapshotStore``), and reports what changed. It
/// deletes no snapshot unless given `--prune`; it does remove the temporary files an interrupted record left, and
/// a reference named by the old percent-encoding scheme (`Login/wrong%20password.txt`) is
/// renamed to today's name first. A screen folder or file that is a symbolic link out of the
/// directory, or a snapshot path that is a folder, stops it with one line and exit 1 before
/// anything is written.
///
/// ```text
/// $ swift run preview record
/// removed    Login/.idle.txt.tmp-3f9a0c1e — a temporary file an interrupted record left
/// renamed    Login/wrong%20password.txt → Login/wrong password.txt
/// new        Login/idle.txt
/// changed    Login/error.txt
/// orphaned   Login/old.txt — no state produces it; 'swift run preview record --prune' deletes it
/// record: 1 new, 1 changed, 3 unchanged, 1 renamed in Tests/__Snapshots__
/// ```
/// With `--prune` it deletes exactly the orphaned files it lists (and a folder they leave
/// empty), and nothing else:
/// ```text
/// $ swift run preview record --prune
/// pruned     Login/old.txt — no state produced it
/// record: 0 new, 0 changed, 5 unchanged, 1 pruned in Tests/__Snapshots__
/// ```
/// A scenario that does not finish in time writes nothing: its ``ScenarioTimeout`` message goes
/// to standard error, the other states are recorded, and the command exits 1.
/// On CI (`CI`, `GITHUB_ACTIONS` …; see ``ContinuousIntegration``) it refuses (exit 2) unless given `--force`: a CI run checks, it does not record.
enum RecordCommand {
    @MainActor
    static func run(_ context: CommandContext) async throws(UsageError) -> Int32 {
        let environment = context.environment
        if let variable = environment.ciVariable, !context.options.isForced { throw .recordOnCI(variable: variable) }
        let directory = try SnapshotDirectory.url(context.options, in: environment)
        try SnapshotDirectory.requireNotAFile(directory, in: environment)
        try SnapshotDirectory.requireReadable(directory, in: environment)
        try SnapshotDirectory.requireWritable(directory, in: environment)
        try CatalogNames.requireDistinctFiles(context.allKeys)

        let store = SnapshotStore(directory: directory)
        let console = context.console
        var timeouts: [ScenarioTimeout] = []
        var renamed = 0
        var results: [SnapshotResult] = []
        let isText = context.options.format == .text
        var snapshots: [(key: SnapshotKey, text: String)] = []
        for item in context.shardItems {
            // A scenario runs once for every variant; one that timed out writes nothing in any
            // of them and is reported once.
            if let timedOut = await context.reached(item).timedOut {
                timeouts.append(timedOut)
                results.append(ReviewResults.timedOut(timedOut, path: context.key(item, in: context.variants(ofScreen: item.screen)[0]).relativePath))
                continue
            }
            for variant in context.variants(ofScreen: item.screen) {
                // Drawings are safe already (one scan confirms it); the store writes text as given.
                snapshots.append((context.key(item, in: variant), safeForOutput(await context.rendered(item, in: variant).text)))
            }
        }
        // Another shard may be writing beside this one: a shard clears only the leftovers of
        // the files it writes itself; a whole run clears them all.
        let ownFiles = context.options.shard == .whole ? nil : Set(snapshots.map(\.key.relativePath))
        for leftover in store.removeLeftoverTemporaryFiles(writtenFor: ownFiles) where isText {
            console.output("\(console.paint.yellow("removed"))    \(leftover) — a temporary file an interrupted record left")
        }
        // One listing of the folder finds every old-named file.
        let oldFiles = SnapshotMigration.oldFiles(for: snapshots.map(\.key), recorded: store.listing().snapshots)
        for (key, _) in snapshots {
            guard let old = oldFiles[key.relativePath] else { continue }
            do {
                try SnapshotMigration.rename(old, to: key, in: store)
            } catch {
                console.errorOutput("error: could not rename \(EchoedText.quoted(old)) to \(EchoedText.quoted(key.relativePath)): \(ErrorWords.of(error)). Check the disk and permissions, then record again.")
                return 1
            }
            renamed += 1
            if isText { console.output("\(console.paint.green("renamed"))    \(old) → \(key.relativePath)") }
        }
        let outcomes: [SnapshotStore.WriteOutcome]
        do {
            outcomes = try store.write(snapshots)
        } catch {
            let reason = (error as? SnapshotStoreError)?.description ?? "could not write the snapshots; check the disk and permissions, then record again"
            console.errorOutput("error: \(reason)")
            return 1
        }
        var counts: [SnapshotStore.WriteOutcome: Int] = [.new: 0, .changed: 0, .unchanged: 0]
        for ((key, text), outcome) in zip(snapshots, outcomes) {
            counts[outcome, default: 0] += 1
            results.append(SnapshotResult(screen: key.screen, state: key.state, variant: key.variantName, status: outcome.resultStatus, path: key.relativePath, rendered: text))
            guard isText else { continue }
            switch outcome {
            case .new: console.output("\(console.paint.green("new"))        \(key.relativePath)")
            case .changed: console.output("\(console.paint.yellow("changed"))    \(key.relativePath)")
            case .unchanged: break
            }
        }
        let orphans = (try? store.recordedRelativePaths()).map {
            Orphans.find(recorded: $0, produced: context.allKeys, options: context.options, selection: context.selection)
        } ?? []
        // With --prune, exactly the orphans just listed go, and the folders they leave empty.
        var pruned: Set<String> = []
        if context.options.isPruning {
            do {
                pruned = Set(try store.removeSnapshots(orphans))
            } catch {
                console.errorOutput("error: \(error.description)")
                return 1
            }
        }
        if !isText {
            for timeout in timeouts { console.errorOutput("error: \(timeout.description)") }
            let entries = results + ReviewResults.orphans(orphans).map { $0.with(pruned.contains($0.path) ? .pruned : .orphaned, isFailure: false) }
            return try ReviewOutput.write(entries, command: "record", isClean: timeouts.isEmpty, context: context, directory: directory)
        }
        for orphan in orphans {
            if pruned.contains(orphan) {
                console.output("\(console.paint.yellow("pruned"))     \(orphan) — no state produced it")
            } else {
                console.output("\(console.paint.yellow("orphaned"))   \(orphan) — no state produces it; 'swift run \(environment.commandName) record --prune' deletes it")
            }
        }
        let place = SnapshotDirectory.display(directory, in: environment)
        let renames = renamed == 0 ? "" : ", \(renamed) renamed"
        let timedOut = CheckReport.counts(of: timeouts).map { ", " + $0 }.joined() + (pruned.isEmpty ? "" : ", \(pruned.count) pruned")
        console.output("record: \(counts[.new] ?? 0) new, \(counts[.changed] ?? 0) changed, \(counts[.unchanged] ?? 0) unchanged\(renames)\(timedOut) in \(place)")
        for timeout in timeouts { console.errorOutput("error: \(timeout.description)") }
        return timeouts.isEmpty ? 0 : 1
    }
}
