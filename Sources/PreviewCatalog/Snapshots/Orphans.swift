import TextSnapshots

/// Snapshot files in the directory that no screen state produces in any variant its screen
/// declares: a stale `Login/idle@w32.txt` is an orphan once Login no longer declares 32
/// columns. `check` fails on them, `record` lists them (and with `--prune` deletes them), and
/// `expectSnapshots(of:)` fails on a screen's own.
///
/// When `--width` or `--style` picks one variant for a look, files of other variants
/// (`Login/idle@w32.txt` when looking at 40 columns) belong to other runs and are left out,
/// shortened names included (their variant is read from the suffixes). A file that is no
/// snapshot path at all (`notes.txt`) is an orphan whatever the width. With filters, only files whose names a filter picks count
/// (paths that are no snapshot path only count without a filter); with a shard, the sorted
/// list is split like the states.
package enum Orphans {
    /// The files of `recorded` that none of `produced` names, sorted, leaving out those of
    /// variants other than `chosenVariant` (when one is chosen) and those `picks` turns down:
    /// it is given the key a file's path spells, or `nil` for a path that spells none.
    ///
    /// ```swift
    /// Orphans.find(recorded: ["Login/idle.txt", "Login/old.txt"], produced: [idle], chosenVariant: nil) { _ in true }
    /// // ["Login/old.txt"]
    /// ```
    package static func find(
        recorded: [String], produced: [SnapshotKey], chosenVariant: PreviewVariant?, picks: (SnapshotKey?) -> Bool
    ) -> [String] {
        let expected = Set(produced.map(\.relativePath))
        return recorded.sorted().filter { path in
            guard !expected.contains(path) else { return false }
            // With --width or --style, files of other variants belong to other runs; a shortened
            // name's screen and state cannot be read back, but its variant can.
            if let chosenVariant, let variant = SnapshotKey.variant(ofRelativePath: path), variant != chosenVariant {
                return false
            }
            return picks(SnapshotKey(relativePath: path))
        }
    }
}
