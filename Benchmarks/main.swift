// `swift run -c release benchmarks [name …]`: release-mode measurements that back the speed
// goals of the issues. Each suite file adds its entries to `allBenchmarks`; with no names,
// every benchmark runs. Nothing here runs under `swift test`.
import Foundation

let requested = Set(CommandLine.arguments.dropFirst())
let selected = allBenchmarks.filter { requested.isEmpty || requested.contains($0.name) }
if selected.isEmpty {
    FileHandle.standardError.write(Data("unknown benchmark; known: \(allBenchmarks.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
for benchmark in selected {
    print("== \(benchmark.name)")
    await benchmark.run()
}
