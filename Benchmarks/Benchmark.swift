import Foundation

/// One named measurement.
struct Benchmark {
    let name: String
    let run: @MainActor () async -> Void
}

/// Every benchmark, in the order they run. Suites append theirs here.
@MainActor
var allBenchmarks: [Benchmark] {
    textUIBenchmarks + storeBenchmarks + recordBenchmarks
}

/// Wall-clock seconds of the fastest of `repetitions` runs of `body`.
@MainActor
func fastestSeconds(of repetitions: Int = 5, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<max(1, repetitions) {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}
