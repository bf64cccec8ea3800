import ExampleApp
import Foundation
import PreviewCatalog
import PreviewCommandLine
import TextSnapshots
import TextUI

// Rows for what a user feels as a catalog grows, in this one process:
// - check-per-snapshot: `preview check` (in-process, `PreviewCommand.run`) of a synthetic catalog
//   of 1,000 states, no scenarios, all matching ÷ rendering each of the same 1,000 states,
//   reading its reference and comparing: goal ≤ 1.5×;
// - check-scaling: check's cost per snapshot at 5,000 states ÷ at 1,000: goal ≤ 1.2×, with the
//   process's peak memory after the 5,000-state runs reported (goal ≤ 150 MB);
// - scenario-cost: the example catalog's scenarios run as check runs them (raced against their
//   timeout) ÷ the same scenarios run directly with their preview dependencies: what check adds
//   to running a scenario, the drawing and comparing every state pays left out: goal ≤ 2×.
// Each catalog is recorded once into a temporary folder (removed at exit) before timing.
let checkPerSnapshotBenchmark = Benchmark(
    name: "check-per-snapshot",
    title: "preview check of 1,000 states (no scenarios) ÷ rendering, reading and comparing them in one loop",
    goal: 1.5, pairs: 11
) {
    let catalog = Catalog([Synthetic1000.self])
    let directory = try await recordedDirectory(catalog, name: "1000")
    let store = SnapshotStore(directory: directory)
    return (
        measured: Side(label: "preview check", unit: "snapshot", units: 1_000) { await check(catalog, in: directory) },
        floor: Side(label: "render, read, compare", unit: "snapshot", units: 1_000) {
            var matching = 0
            for state in 0..<1_000 {
                let text = SyntheticScreen(number: state).render(width: 40)
                if (try? store.read(SnapshotKey(screen: Synthetic1000.screenName, state: "state \(state)"))) == text { matching += 1 }
            }
            precondition(matching == 1_000, "the floor compares matching snapshots")
        }
    )
}

let checkScalingBenchmark = Benchmark(
    name: "check-scaling",
    title: "preview check per snapshot, 5,000 states ÷ 1,000 states",
    goal: 1.2, pairs: 3,
    afterword: { "   peak memory of the process after the 5,000-state checks \(peakMegabytes()) MB (goal ≤ 150 MB; run this row alone, since rows run before it count too)" }
) {
    let large = Catalog([Synthetic5000.self])
    let small = Catalog([Synthetic1000.self])
    let largeDirectory = try await recordedDirectory(large, name: "5000")
    let smallDirectory = try await recordedDirectory(small, name: "1000")
    return (
        measured: Side(label: "5,000 states", unit: "snapshot", units: 5_000) { await check(large, in: largeDirectory) },
        floor: Side(label: "1,000 states", unit: "snapshot", units: 1_000) { await check(small, in: smallDirectory) }
    )
}

let scenarioCostBenchmark = Benchmark(
    name: "scenario-cost",
    title: "the example's scenarios run as check runs them (timeout race) ÷ the same scenarios run directly (PreviewState.resolve())",
    goal: 2, pairs: 11
) {
    let scenarios = ExampleCatalog.screens.reduce(0) { $0 + scenarioCount($1) }
    return (
        measured: Side(label: "as check runs them", unit: "scenario", units: scenarios) {
            for screen in ExampleCatalog.screens { await runScenarios(of: screen, raced: true) }
        },
        floor: Side(label: "run directly", unit: "scenario", units: scenarios) {
            for screen in ExampleCatalog.screens { await runScenarios(of: screen, raced: false) }
        }
    )
}

private func scenarioCount<Previews: ScreenPreviews>(_ previews: Previews.Type) -> Int {
    Previews.states.filter(\.isScenario).count
}

/// Runs every scenario of `previews`: raced against its timeout as `check` runs it
/// (`resolve(screen:timeout:)`), or directly with its preview dependencies (`resolve()`).
@MainActor
private func runScenarios<Previews: ScreenPreviews>(of previews: Previews.Type, raced: Bool) async {
    for state in Previews.states where state.isScenario {
        if raced {
            blackHole(await state.resolve(screen: Previews.screenName, timeout: nil))
        } else {
            blackHole(await state.resolve())
        }
    }
}

/// Runs `preview check` on `catalog` against `directory`, which must match.
@MainActor
private func check(_ catalog: Catalog, in directory: URL) async {
    let code = await PreviewCommand.run(["check", "--dir", directory.path], catalog: catalog, output: { _ in }, errorOutput: { print($0) })
    precondition(code == 0, "the benchmark's catalog checks clean")
}

/// A fresh folder with every snapshot of `catalog` recorded.
@MainActor
private func recordedDirectory(_ catalog: Catalog, name: String) async throws -> URL {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("viewstatekit-check-bench-\(ProcessInfo.processInfo.processIdentifier)")
    atexit {
        try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory
            .appendingPathComponent("viewstatekit-check-bench-\(ProcessInfo.processInfo.processIdentifier)"))
    }
    let directory = parent.appendingPathComponent(name)
    let code = await PreviewCommand.run(["record", "--dir", directory.path], catalog: catalog, output: { _ in }, errorOutput: { print($0) })
    guard code == 0 else { throw CocoaError(.fileWriteUnknown) }
    return directory
}

/// The process's peak resident memory so far, in megabytes (Linux reports kilobytes).
private func peakMegabytes() -> Int {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) / 1024
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / (1024 * 1024)
    #endif
}
