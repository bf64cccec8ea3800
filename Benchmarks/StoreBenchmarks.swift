// Store benchmarks arrive with issue 6.
@MainActor
var storeBenchmarks: [Benchmark] { [] }
