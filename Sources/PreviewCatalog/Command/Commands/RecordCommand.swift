import Foundation

/// `preview record [filter] [--dir DIR]`: writes one snapshot file per picked screen state,
/// atomically and durably in one batch (see ``SnapshotStore``), and reports what changed. It
/// never deletes a snapshot; it does remove the temporary files an interrupted record left.
/// A screen folder or file that is a symbolic link out of the directory, or a snapshot path
/// that is a folder, stops it with one line and exit 1 before anything is written.
///
/// ```text
/// $ swift run preview record
/// removed    Login/.idle.txt.tmp-3f9a0c1e — a temporary file an interrupted record left
/// new        Login/idle.txt
/// changed    Login/error.txt
/// orphaned   Login/old.txt — no state produces it; record never deletes, so delete it if it is not needed
/// record: 1 new, 1 changed, 3 unchanged in Tests/ExampleAppTests/__Snapshots__
/// ```
/// With `CI` set it refuses (exit 2) unless given `--force`: a CI run checks, it does not record.
enum RecordCommand {
    @MainActor
    static func run(_ context: CommandContext) async throws(UsageError) -> Int32 {
        let environment = context.environment
        if environment.isCI, !context.options.isForced { throw .recordOnCI }
        let directory = try SnapshotDirectory.url(context.options, in: environment)
        try SnapshotDirectory.requireNotAFile(directory, in: environment)
        try SnapshotDirectory.requireWritable(directory, in: environment)
        try CatalogNames.requireDistinctFiles(context.allKeys)

        let store = SnapshotStore(directory: directory)
        let console = context.console
        var snapshots: [(key: SnapshotKey, text: String)] = []
        for item in context.shardItems {
            snapshots.append((context.key(item), await context.rendered(item).text))
        }
        // Another shard may be writing beside this one: only a whole run clears leftovers.
        if context.options.shard == .whole {
            for leftover in store.removeLeftoverTemporaryFiles() {
                console.output(console.paint.yellow("removed") + "    \(leftover) — a temporary file an interrupted record left")
            }
        }
        let outcomes: [SnapshotStore.WriteOutcome]
        do {
            outcomes = try store.write(snapshots)
        } catch {
            console.errorOutput("error: \((error as? SnapshotStoreError)?.description ?? "could not write the snapshots; check the disk and permissions, then record again")")
            return 1
        }
        var counts: [SnapshotStore.WriteOutcome: Int] = [.new: 0, .changed: 0, .unchanged: 0]
        for (snapshot, outcome) in zip(snapshots, outcomes) {
            counts[outcome, default: 0] += 1
            switch outcome {
            case .new: console.output(console.paint.green("new") + "        " + snapshot.key.relativePath)
            case .changed: console.output(console.paint.yellow("changed") + "    " + snapshot.key.relativePath)
            case .unchanged: break
            }
        }
        let orphans = (try? store.recordedRelativePaths()).map {
            Orphans.find(recorded: $0, produced: context.allKeys, options: context.options)
        } ?? []
        for orphan in orphans {
            console.output(console.paint.yellow("orphaned") + "   \(orphan) — no state produces it; record never deletes, so delete it if it is not needed")
        }
        let place = SnapshotDirectory.display(directory, in: environment)
        console.output("record: \(counts[.new] ?? 0) new, \(counts[.changed] ?? 0) changed, \(counts[.unchanged] ?? 0) unchanged in \(place)")
        return 0
    }
}
