/// Snapshot files in the directory that no screen state produces at the chosen width and style.
///
/// Files for other widths or styles (`Login/idle@w32.txt` when checking at 40 columns) belong
/// to other runs and are left out. A file that is no snapshot path at all (`notes.txt`) is an
/// orphan whatever the width. With a filter, only files whose names the filter picks count
/// (paths that are no snapshot path only count without a filter); with a shard, the sorted
/// list is split like the states.
enum Orphans {
    static func find(
        recorded: [String], produced: [SnapshotKey], options: PreviewOptions
    ) -> [String] {
        let expected = Set(produced.map(\.relativePath))
        let orphans = recorded.sorted().filter { path in
            guard !expected.contains(path) else { return false }
            // A shortened name's screen and state cannot be read back, but its width and style can.
            if let variant = SnapshotKey.variant(ofRelativePath: path), variant.width != options.width || variant.style != options.style {
                return false
            }
            guard let key = SnapshotKey(relativePath: path) else { return options.filter == nil }
            return options.filter.map { Selection.matches($0, screen: key.screen, state: key.state) } ?? true
        }
        return options.shard.part(of: orphans)
    }
}
