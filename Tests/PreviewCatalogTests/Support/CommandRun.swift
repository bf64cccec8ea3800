import Foundation
import PreviewCatalog
import PreviewCommandLine

/// One in-process run of the `preview` command: what it printed and its exit code.
struct CommandRun {
    let code: Int32
    let output: String
    let errors: [String]
}

/// A fresh temporary folder, deleted by `remove()`; the snapshot directory is `snaps` inside it.
struct Sandbox {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("preview-tests-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    var snapshots: URL { root.appendingPathComponent("snaps") }

    /// An environment rooted here: not a terminal, no variables, snapshots in `snaps`.
    func environment(_ variables: [String: String] = [:], isTerminal: Bool = false, isWritable: Bool = true, isReadable: Bool = true) -> PreviewEnvironment {
        PreviewEnvironment(
            variables: variables, isTerminal: isTerminal, currentDirectory: root,
            snapshotDirectory: snapshots, isWritable: { _ in isWritable }, isReadable: { _ in isReadable }
        )
    }

    /// Every file under the sandbox, relative and sorted.
    func files() -> [String] {
        let prefix = root.path + "/"
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (enumerator?.compactMap { ($0 as? URL)?.standardizedFileURL.path } ?? [])
            .map { String($0.dropFirst(prefix.count)) }.sorted()
    }

    func write(_ text: String, to relativePath: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

@MainActor
func runPreview(_ arguments: [String], catalog: Catalog = TestCatalog.standard.catalog, environment: PreviewEnvironment) async -> CommandRun {
    var output: [String] = []
    var errors: [String] = []
    let code = await PreviewCommand.run(
        arguments, catalog: catalog, environment: environment,
        output: { output.append($0) }, errorOutput: { errors.append($0) }
    )
    return CommandRun(code: code, output: output.map { $0 + "\n" }.joined(), errors: errors)
}
