import PreviewCatalog
import TextSnapshots

/// One message per reference file in a screen's folder that none of its states produces in
/// `variants`, as `preview check` lists them: a state renamed or removed, a variant no longer
/// declared. With `chosenVariant` (an assertion's `width:` or `style:`), files of other
/// variants belong to other runs and are left out. Old-named files of the screen's states are
/// not orphans (the snapshot assertions rename them).
///
/// ```text
/// Orphaned reference Tests/__Snapshots__/Login/old.txt: no state of Login produces it. Delete it, or run 'swift run preview record --prune' to delete every orphaned reference.
/// ```
func orphanFailures(
    screen: String, states: [String], variants: [PreviewVariant], chosenVariant: PreviewVariant?, at location: CallerLocation
) -> [String] {
    let store = SnapshotSettings.current.directoryStore ?? DefaultSnapshotStores.store(filePath: location.filePath, folder: .previews)
    let keys = states.flatMap { state in variants.map { SnapshotKey(screen: screen, state: state, variant: $0) } }
    let recorded = store.recordedRelativePaths(inFolder: SnapshotPath.fitted(screen, suffix: ""))
    let oldNames = Set(SnapshotMigration.oldFiles(for: keys, recorded: recorded).values)
    let orphans = Orphans.find(recorded: recorded.filter { !oldNames.contains($0) }, produced: keys, chosenVariant: chosenVariant) { _ in true }
    return orphans.map { path in
        "Orphaned reference \(displayPath(store.directory.appendingPathComponent(path))): no state of \(screen) produces it. "
            + "Delete it, or run 'swift run preview record --prune' to delete every orphaned reference."
    }
}
