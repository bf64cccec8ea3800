// `swift run -c release benchmarks [--json | --smoke] [name …]`: one benchmark per row of
// BENCHMARKS.md, each timing its path and that path's floor interleaved in this one process,
// and printing the median and range of the pair-by-pair ratios. With no names, every benchmark
// runs. `--smoke` runs each side once, untimed, and prints one line per benchmark: how CI
// checks that every measured path works in the build it is measured in. Nothing here runs
// under `swift test`, and CI never judges these timings.
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let printsJSON = arguments.contains("--json")
let isSmokeRun = arguments.contains("--smoke")
arguments.removeAll { $0 == "--json" || $0 == "--smoke" }

let benchmarks = allBenchmarks
if let unknown = arguments.first(where: { name in !benchmarks.contains { $0.name == name } }) {
    let known = benchmarks.map(\.name).joined(separator: ", ")
    let what = unknown.hasPrefix("-") ? "no option \"\(unknown)\"; options: --json, --smoke; benchmarks" : "no benchmark named \"\(unknown)\"; known"
    FileHandle.standardError.write(Data("benchmarks: \(what): \(known)\n".utf8))
    exit(2)
}

var results: [String] = []
for benchmark in benchmarks where arguments.isEmpty || arguments.contains(benchmark.name) {
    do {
        if isSmokeRun {
            try await runOnce(benchmark)
            print("\(benchmark.name): both sides ran (\(buildConfiguration), untimed)")
            continue
        }
        let measurement = try await measure(benchmark)
        if printsJSON {
            results.append(measurement.json)
        } else {
            print(measurement.text)
            if let afterword = benchmark.afterword { print(afterword()) }
        }
    } catch {
        FileHandle.standardError.write(Data("benchmarks: \(benchmark.name) could not run: \(error)\n".utf8))
        exit(1)
    }
}
if printsJSON {
    print("[\n" + results.map { "  " + $0 }.joined(separator: ",\n") + "\n]")
}
