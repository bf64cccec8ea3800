import PreviewCatalog
import TextSnapshots

extension Orphans {
    /// The orphans `check` and `record` report: those the filters pick (with a shard, its part
    /// of the sorted list), of the variant `--width` or `--style` chose, when one is chosen.
    static func find(
        recorded: [String], produced: [SnapshotKey], options: PreviewOptions, selection: Selection
    ) -> [String] {
        let chosen = options.isVariantChosen ? PreviewVariant(width: options.width, style: options.style) : nil
        let orphans = find(recorded: recorded, produced: produced, chosenVariant: chosen) { key in
            key.map { selection.picks(screen: $0.screen, state: $0.state) } ?? selection.filters.isEmpty
        }
        return options.shard.part(of: orphans)
    }
}
