import Foundation
import Testing

/// Each library module's public API, as the toolchain's symbol graph gives it, is the list checked
/// in as `API/<Module>.txt`: an API change is a diff a reviewer sees. `Scripts/api-list` rewrites
/// the lists after a deliberate change.
@Suite struct APIListTests {
    @Test(.enabled(if: PackageAPI.canExtract, PackageAPI.skipComment), arguments: PackageAPI.modules)
    func publicAPIIsTheCheckedInList(module: String) async throws {
        let graph = try #require(try await PackageAPI.graphs.value[module], "no symbol graph for \(module)")
        let current = APIList(graph)
        try #require(!current.lines.isEmpty, "the symbol graph of \(module) lists no public declaration")
        let file = PackageAPI.apiDirectory.appendingPathComponent("\(module).txt")
        if PackageAPI.isRecording {
            try FileManager.default.createDirectory(at: PackageAPI.apiDirectory, withIntermediateDirectories: true)
            try current.text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("API/\(module).txt is missing: run \(PackageAPI.script) and check it in")
            return
        }
        let changes = current.changes(from: APIList(text: text))
        if !changes.isEmpty {
            Issue.record(Comment(rawValue: APIList.changedMessage(module: module, changes: changes, script: PackageAPI.script)))
        } else if text != current.text {
            Issue.record("API/\(module).txt holds the right lines but not as \(PackageAPI.script) writes them (sorted, one a line, each ending in a newline): run it")
        }
    }

    @Test func everyListInAPINamesALibraryModule() throws {
        try #require(!PackageAPI.modules.isEmpty, "no library product found in Package.swift")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: PackageAPI.apiDirectory.path)) ?? []
        let strays = files.filter { $0.hasSuffix(".txt") && !PackageAPI.modules.contains(String($0.dropLast(4))) }
        #expect(strays.isEmpty, "API/ lists modules no library product ships: \(strays.sorted().joined(separator: ", ")); delete them")
    }
}
