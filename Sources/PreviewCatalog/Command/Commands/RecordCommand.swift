import Foundation

/// `preview record [filter] [--dir DIR]`: writes one snapshot file per picked screen state,
/// atomically, and reports what changed. It never deletes a file.
///
/// ```text
/// $ swift run preview record
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
        var counts: [SnapshotStore.WriteOutcome: Int] = [.new: 0, .changed: 0, .unchanged: 0]
        var results: [SnapshotResult] = []
        let isText = context.options.format == .text
        for item in context.shardItems {
            for variant in context.variants(ofScreen: item.screen) {
                let key = context.key(item, in: variant)
                let text = await context.rendered(item, in: variant).text
                do {
                    let outcome = try store.write(text, for: key)
                    counts[outcome, default: 0] += 1
                    results.append(SnapshotResult(screen: key.screen, state: key.state, variant: key.variantName, status: outcome.resultStatus, path: key.relativePath, rendered: text))
                    if !isText { continue }
                    switch outcome {
                    case .new: console.output(console.paint.green("new") + "        " + key.relativePath)
                    case .changed: console.output(console.paint.yellow("changed") + "    " + key.relativePath)
                    case .unchanged: break
                    }
                } catch {
                    console.errorOutput("error: could not write \(key.relativePath): \(error). Check the disk and permissions, then record again.")
                    return 1
                }
            }
        }
        let orphans = (try? store.recordedRelativePaths()).map {
            Orphans.find(recorded: $0, produced: context.allKeys, options: context.options)
        } ?? []
        if !isText {
            return try ReviewOutput.write(results + ReviewResults.orphans(orphans).map { $0.with(.orphaned, isFailure: false) }, command: "record", isClean: true, context: context, directory: directory)
        }
        for orphan in orphans {
            console.output(console.paint.yellow("orphaned") + "   \(orphan) — no state produces it; record never deletes, so delete it if it is not needed")
        }
        let place = SnapshotDirectory.display(directory, in: environment)
        console.output("record: \(counts[.new] ?? 0) new, \(counts[.changed] ?? 0) changed, \(counts[.unchanged] ?? 0) unchanged in \(place)")
        return 0
    }
}
