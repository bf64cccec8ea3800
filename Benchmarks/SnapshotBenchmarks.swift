import Foundation
import ViewStateTesting

// Row: the snapshot assertion ÷ the floor "read the reference file and compare", for 1,000
// distinct 20-line screens whose references all match. The text is made beforehand: this is
// the assertion path alone (record mode, paths, reading, comparing), not rendering. `swift
// test` runs it in debug, so its figure is the debug one: `swift run benchmarks
// snapshot-assertion`.
let snapshotAssertionBenchmark = Benchmark(
    name: "snapshot-assertion",
    title: "snapshot assertion ÷ reading the reference file and ==, 1,000 distinct 20-line screens",
    goal: 1.3,
    pairs: 10
) {
    let screens = (0..<1_000).map { screen in
        (name: "screen \(screen)", text: (0..<20).map { "画面 \(screen) の \($0) 行目: りんごとみかん ¥\(screen * 20 + $0)" }.joined(separator: "\n"))
    }
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("viewstatekit-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: directory)
    // Where `expectSnapshot(of:named:)` looks from this file: `<directory>/SnapshotBenchmarks/<name>.txt`.
    let folder = directory.appendingPathComponent("SnapshotBenchmarks")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var references: [(url: URL, contents: String)] = []
    for screen in screens {
        let url = folder.appendingPathComponent(screen.name + ".txt")
        try Data((screen.text + "\n").utf8).write(to: url)
        references.append((url, screen.text + "\n"))
    }
    atexit { try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("viewstatekit-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")) }

    let measured = Side(label: "expectSnapshot(of:named:)", unit: "screen", units: screens.count) {
        withSnapshotDirectory(directory) {
            for screen in screens { expectSnapshot(of: screen.text, named: screen.name) }
        }
    }
    let floor = Side(label: "read file + ==", unit: "screen", units: references.count) {
        var matches = 0
        for reference in references {
            let data = try? Data(contentsOf: reference.url)
            if data.map({ String(decoding: $0, as: UTF8.self) }) == reference.contents { matches += 1 }
        }
        precondition(matches == references.count, "a reference file did not match")
    }
    return (measured, floor)
}
