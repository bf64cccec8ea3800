import Foundation

/// Everything the `preview` command reads from outside its command line, passed in so tests
/// control it: environment variables, whether output is a terminal, the current directory,
/// the default snapshot directory, and how to tell that a folder can be written.
///
/// ```swift
/// // Previews/main.swift
/// await PreviewCommand.run(arguments, catalog: catalog, environment: .current(), …)
/// ```
public struct PreviewEnvironment: Sendable {
    /// Environment variables, such as `CI` and `NO_COLOR`.
    public var variables: [String: String]
    /// Whether standard output is a terminal.
    public var isTerminal: Bool
    /// Where relative `--dir` paths start, and what paths in messages are shown relative to.
    public var currentDirectory: URL
    /// Where `record` and `check` keep snapshots without `--dir`; `nil` when unknown.
    public var snapshotDirectory: URL?
    /// Whether files can be created in an existing folder.
    public var isWritable: @Sendable (URL) -> Bool

    public init(
        variables: [String: String] = [:],
        isTerminal: Bool = false,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        snapshotDirectory: URL? = nil,
        isWritable: @escaping @Sendable (URL) -> Bool = { FileManager.default.isWritableFile(atPath: $0.path) }
    ) {
        self.variables = variables
        self.isTerminal = isTerminal
        self.currentDirectory = currentDirectory
        self.snapshotDirectory = snapshotDirectory
        self.isWritable = isWritable
    }

    /// The running process's environment. Snapshots default to `snapshotFolder` in the package
    /// that `sourceFile` (the caller's `#filePath`) belongs to; see ``PackageRoot``.
    public static func current(
        snapshotFolder: String = "Tests/ExampleAppTests/__Snapshots__",
        sourceFile: String = #filePath
    ) -> PreviewEnvironment {
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = PackageRoot.locate(sourceFile: sourceFile, currentDirectory: currentDirectory)
        return PreviewEnvironment(
            variables: ProcessInfo.processInfo.environment,
            isTerminal: Platform.isStandardOutputATerminal,
            currentDirectory: currentDirectory,
            snapshotDirectory: root.map { $0.appendingPathComponent(snapshotFolder) }
        )
    }

    /// Whether `CI` is set to something other than empty, `false` or `0`.
    var isCI: Bool {
        guard let value = variables["CI"] else { return false }
        return !["", "false", "0"].contains(value.lowercased())
    }
}
