import Foundation
import PreviewCatalog

// Issue 10 (record's part): durable but batched snapshot writes. The time per snapshot of
// one `SnapshotStore.write` batch of 1,000 screens × 5 states, against a batch of 100 screens
// × 5 states: goal ≤ 1.3×, i.e. cost grows linearly with the number of files. Each side
// writes new files into a fresh folder (temporary files, one sync, renames, one sync). The
// sides alternate A B A B so load on the machine hits both alike; each pair gives a ratio.
//
// Registration (one line, in Benchmark.swift's `allBenchmarks`): `+ recordBenchmarks`.
@MainActor
var recordBenchmarks: [Benchmark] {
    [
        Benchmark(name: "record-batch") { measureRecordBatch(batched: true) },
        // The same with one Foundation atomic write per file, as record wrote before, for comparison.
        Benchmark(name: "record-per-file") { measureRecordBatch(batched: false) },
    ]
}

@MainActor
private func measureRecordBatch(batched: Bool) {
    let pairs = 7
    var ratios: [Double] = []
    var small: [Double] = []
    var large: [Double] = []
    for _ in 0..<pairs {
        let perSmall = secondsPerSnapshot(screens: 100, states: 5, batched: batched)
        let perLarge = secondsPerSnapshot(screens: 1_000, states: 5, batched: batched)
        small.append(perSmall)
        large.append(perLarge)
        ratios.append(perLarge / perSmall)
    }
    ratios.sort()
    let median = ratios[ratios.count / 2]
    print("per snapshot: 100×5 \(microseconds(small.sorted()[pairs / 2])), 1000×5 \(microseconds(large.sorted()[pairs / 2])) (medians)")
    print(String(format: "1000×5 vs 100×5 per snapshot: median %.2f×, min %.2f×, max %.2f× over %d A/B pairs (goal ≤ 1.3×)",
                 median, ratios.first ?? 0, ratios.last ?? 0, pairs))
}

/// Seconds per snapshot of one batch writing `screens × states` new snapshots.
private func secondsPerSnapshot(screens: Int, states: Int, batched: Bool) -> Double {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SnapshotStore(directory: folder)
    let text = String(repeating: "╭──────────────────────────────────────╮\n│ メールアドレス                       │\n", count: 8)
    let snapshots = (0..<screens).flatMap { screen in
        (0..<states).map { state in (key: SnapshotKey(screen: "Screen\(screen)", state: "state \(state)"), text: "\(screen)/\(state)\n" + text) }
    }
    let start = DispatchTime.now().uptimeNanoseconds
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
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return seconds / Double(snapshots.count)
}

private func microseconds(_ seconds: Double) -> String {
    String(format: "%.1f µs", seconds * 1e6)
}
