import TextSnapshots

/// Snapshot files in the directory that no screen state produces in any variant its screen
/// declares: a stale `Login/idle@w32.txt` is an orphan once Login no longer declares 32
/// columns.
///
/// When `--width` or `--style` picks one variant for a look, files of other variants
/// (`Login/idle@w32.txt` when looking at 40 columns) belong to other runs and are left out,
/// shortened names included (their variant is read from the suffixes). A file that is no
/// snapshot path at all (`notes.txt`) is an orphan whatever the width. With filters, only files whose names a filter picks count
/// (paths that are no snapshot path only count without a filter); with a shard, the sorted
/// list is split like the states.
enum Orphans {
    static func find(
        recorded: [String], produced: [SnapshotKey], options: PreviewOptions, selection: Selection
    ) -> [String] {
        let expected = Set(produced.map(\.relativePath))
        let orphans = recorded.sorted().filter { path in
            guard !expected.contains(path) else { return false }
            // With --width or --style, files of other variants belong to other runs; a shortened
            // name's screen and state cannot be read back, but its variant can.
            if options.isVariantChosen, let variant = SnapshotKey.variant(ofRelativePath: path),
                variant != PreviewVariant(width: options.width, style: options.style) {
                return false
            }
            guard let key = SnapshotKey(relativePath: path) else { return selection.filters.isEmpty }
            return selection.picks(screen: key.screen, state: key.state)
        }
        return options.shard.part(of: orphans)
    }
}
