import Foundation
import PreviewCommandLine

/// One row of BENCHMARKS.md: a path measured against its floor, the two run interleaved
/// (measured, floor, measured, floor …) in one process so that both see the same machine.
struct Benchmark {
    let name: String
    /// What the ratio compares, as BENCHMARKS.md words it.
    let title: String
    /// The most the median ratio (measured ÷ floor, per unit of work) may be.
    let goal: Double
    /// How many measured-then-floor pairs are timed, after one pair that warms up.
    let pairs: Int
    /// A line printed after the row (check-scaling's peak memory), if any.
    var afterword: (@MainActor () -> String)? = nil
    /// Builds both sides, ready to run.
    let prepare: @MainActor () async throws -> (measured: Side, floor: Side)
}

/// One side of a comparison: `run` does `units` units of work (`unit`s) each time.
struct Side {
    let label: String
    let unit: String
    let units: Int
    /// Async so a side can run a whole `preview check` (`PreviewCommand.run`); a synchronous
    /// closure converts to it, and one `await` per run costs nothing beside `units` units.
    let run: @MainActor () async -> Void
}

/// What one benchmark found.
struct Measurement {
    let benchmark: Benchmark
    let measured: Side
    let floor: Side
    /// Seconds per unit, one entry per pair.
    let measuredSeconds: [Double]
    let floorSeconds: [Double]
    /// Measured ÷ floor, pair by pair.
    let ratios: [Double]

    var medianRatio: Double { median(ratios) }
    var isWithinGoal: Bool { medianRatio <= benchmark.goal }
}

/// The configuration this executable was built in; debug figures mean what `swift test` sees.
let buildConfiguration: String = {
    #if DEBUG
    "debug"
    #else
    "release"
    #endif
}()

/// Runs `benchmark`: one pair to warm up, then `pairs` pairs, each the measured side then the floor.
@MainActor
func measure(_ benchmark: Benchmark) async throws -> Measurement {
    let (measured, floor) = try await benchmark.prepare()
    _ = await seconds(measured)
    _ = await seconds(floor)
    var measuredSeconds: [Double] = []
    var floorSeconds: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<max(1, benchmark.pairs) {
        let measuredPerUnit = await seconds(measured) / Double(measured.units)
        let floorPerUnit = await seconds(floor) / Double(floor.units)
        measuredSeconds.append(measuredPerUnit)
        floorSeconds.append(floorPerUnit)
        ratios.append(measuredPerUnit / floorPerUnit)
    }
    return Measurement(
        benchmark: benchmark, measured: measured, floor: floor,
        measuredSeconds: measuredSeconds, floorSeconds: floorSeconds, ratios: ratios
    )
}

/// Builds `benchmark` and runs each side once, untimed: the `--smoke` run.
@MainActor
func runOnce(_ benchmark: Benchmark) async throws {
    let (measured, floor) = try await benchmark.prepare()
    await measured.run()
    await floor.run()
}

/// Wall-clock seconds of one run of `side`.
@MainActor
private func seconds(_ side: Side) async -> Double {
    let clock = ContinuousClock()
    let elapsed = await clock.measure { await side.run() }
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Keeps the optimizer from dropping work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
