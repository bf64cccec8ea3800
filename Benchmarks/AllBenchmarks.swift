/// Every benchmark, in the order of the table in BENCHMARKS.md.
@MainActor
var allBenchmarks: [Benchmark] {
    [
        updateStateBenchmark,
        snapshotAssertionBenchmark,
        textRenderBenchmark,
        asciiTextRenderBenchmark,
        safeOutputBenchmark,
        storeSendBenchmark,
        observedStoreSendBenchmark,
        listScalingBenchmark,
        markdownScalingBenchmark,
        gridCellScalingBenchmark,
        recordBatchBenchmark,
        recordPerFileBenchmark,
        checkPerSnapshotBenchmark,
        checkScalingBenchmark,
        scenarioCostBenchmark,
    ]
}
