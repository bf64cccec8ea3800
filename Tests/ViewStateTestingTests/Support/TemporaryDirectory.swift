import Foundation

/// A fresh directory under the system's temporary directory, removed when the body returns.
func withTemporaryDirectory<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (URL) async throws -> R
) async rethrows -> R {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("ViewStateTestingTests-\(UUID().uuidString)")
        .standardizedFileURL
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// Writes `text` (plus the final newline every reference ends with) at `relativePath` under `directory`.
func writeReference(_ text: String, at relativePath: String, in directory: URL) {
    let url = directory.appendingPathComponent(relativePath)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data((text + "\n").utf8).write(to: url)
}

/// The text of the file at `relativePath` under `directory`, or `nil` when there is none.
func readFile(_ relativePath: String, in directory: URL) -> String? {
    (try? Data(contentsOf: directory.appendingPathComponent(relativePath))).flatMap { String(data: $0, encoding: .utf8) }
}
