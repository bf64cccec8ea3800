// TextUI benchmarks arrive with issue 3.
@MainActor
var textUIBenchmarks: [Benchmark] { [] }
