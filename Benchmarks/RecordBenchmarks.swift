import Foundation
import PreviewCatalog
import TextSnapshots

// Row: `record`'s writes, per snapshot, for 1,000 screens × 5 states ÷ the same for 100 screens
// × 5 states: goal ≤ 1.3×, i.e. the cost grows linearly with the number of files. Each run
// writes new files into a fresh folder through one `SnapshotStore.write` batch (temporary
// files, one sync, renames, one sync). `record-per-file` does the same with one Foundation
// atomic write per file, as `record` wrote before, for comparison. The folders are removed when
// the process ends, so removing them is not timed.
let recordBatchBenchmark = makeRecordBenchmark(name: "record-batch", batched: true)
let recordPerFileBenchmark = makeRecordBenchmark(name: "record-per-file", batched: false)

private func makeRecordBenchmark(name: String, batched: Bool) -> Benchmark {
    Benchmark(
        name: name,
        title: "record, per snapshot: 1,000 screens × 5 states ÷ 100 screens × 5 states"
            + (batched ? "" : " (one atomic write per file, the old way)"),
        goal: 1.3,
        pairs: 7
    ) {
        let parent = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewstatekit-record-bench-\(ProcessInfo.processInfo.processIdentifier)")
        atexit {
            try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory
                .appendingPathComponent("viewstatekit-record-bench-\(ProcessInfo.processInfo.processIdentifier)"))
        }
        let large = snapshots(screens: 1_000, states: 5)
        let small = snapshots(screens: 100, states: 5)
        return (
            measured: Side(label: "1,000 × 5", unit: "snapshot", units: large.count) { write(large, under: parent, batched: batched) },
            floor: Side(label: "100 × 5", unit: "snapshot", units: small.count) { write(small, under: parent, batched: batched) }
        )
    }
}

private let screenText = String(repeating: "╭──────────────────────────────────────╮\n│ メールアドレス                       │\n", count: 8)

private func snapshots(screens: Int, states: Int) -> [(key: SnapshotKey, text: String)] {
    (0..<screens).flatMap { screen in
        (0..<states).map { state in (key: SnapshotKey(screen: "Screen\(screen)", state: "state \(state)"), text: "\(screen)/\(state)\n" + screenText) }
    }
}

/// Writes `snapshots` as new files into a fresh folder under `parent`.
private func write(_ snapshots: [(key: SnapshotKey, text: String)], under parent: URL, batched: Bool) {
    let store = SnapshotStore(directory: parent.appendingPathComponent(UUID().uuidString))
    do {
        if batched {
            _ = try store.write(snapshots)
        } else {
            for (key, text) in snapshots {
                let url = store.fileURL(for: key)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((text + "\n").utf8).write(to: url, options: .atomic)
            }
        }
    } catch {
        print("record benchmark: \(error)")
    }
}
