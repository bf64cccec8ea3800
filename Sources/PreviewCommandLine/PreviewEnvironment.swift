import Foundation
import PreviewCatalog
import TextSnapshots

/// Everything the `preview` command reads from outside its command line, passed in so tests
/// control it: environment variables, whether output is a terminal, the current directory,
/// the default snapshot directory, the name the command was run by, how to tell that a
/// folder can be written and read, and (from ``current(snapshotFolder:sourceFile:arguments:)``)
/// how to draw in a child process.
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
    /// Whether an existing folder's files can be listed and read.
    public var isReadable: @Sendable (URL) -> Bool
    /// The name the command was run by (the executable's file name): help, hints and fix-it
    /// lines say `swift run <commandName> record` and `Run '<commandName> list'`.
    public var commandName: String
    /// How to run a drawing command in a child process (see ``PreviewSupervisor``): set by
    /// ``current(snapshotFolder:sourceFile:arguments:)`` outside a child, `nil` (the command
    /// runs in this process) otherwise and in tests that set none.
    var launchChild: PreviewSupervisor.Launch?

    /// The folder, relative to the package root, that holds preview-state snapshots unless
    /// `--dir` says otherwise: outside every target folder, so SwiftPM never takes the files
    /// for sources. `expectSnapshot(of:state:)` in `swift test` reads the same folder.
    public static let defaultSnapshotFolder = "Tests/__Snapshots__"

    public init(
        variables: [String: String] = [:],
        isTerminal: Bool = false,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        snapshotDirectory: URL? = nil,
        commandName: String = "preview",
        isWritable: @escaping @Sendable (URL) -> Bool = { FileManager.default.isWritableFile(atPath: $0.path) },
        isReadable: @escaping @Sendable (URL) -> Bool = {
            FileManager.default.isReadableFile(atPath: $0.path) && FileManager.default.isExecutableFile(atPath: $0.path)
        }
    ) {
        self.variables = variables
        self.isTerminal = isTerminal
        self.currentDirectory = currentDirectory
        self.snapshotDirectory = snapshotDirectory
        self.commandName = commandName
        self.isWritable = isWritable
        self.isReadable = isReadable
    }

    /// The running process's environment. Snapshots default to `snapshotFolder` in the package
    /// that `sourceFile` (the caller's `#filePath`) belongs to — the nearest folder above it
    /// holding `Package.swift`; see ``PackageRoot`` — and the command is named after the
    /// executable (`arguments[0]`'s last path component).
    ///
    /// ```swift
    /// // In /src/Cart/Previews/main.swift, built as the executable `preview`:
    /// PreviewEnvironment.current()
    /// // snapshotDirectory /src/Cart/Tests/__Snapshots__, commandName "preview"
    /// ```
    public static func current(
        snapshotFolder: String = defaultSnapshotFolder,
        sourceFile: String = #filePath,
        arguments: [String] = CommandLine.arguments
    ) -> PreviewEnvironment {
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = PackageRoot.locate(sourceFile: sourceFile, currentDirectory: currentDirectory)
        let variables = ProcessInfo.processInfo.environment
        // A child's standard output is a file; its parent says whether its own is a terminal.
        let childOf = variables[PreviewChild.childVariable]
        var environment = PreviewEnvironment(
            variables: variables,
            isTerminal: childOf.map { $0 == "terminal" } ?? Platform.isStandardOutputATerminal,
            currentDirectory: currentDirectory,
            snapshotDirectory: root.map { $0.appendingPathComponent(snapshotFolder) },
            commandName: commandName(arguments: arguments)
        )
        if childOf == nil {
            environment.launchChild = ProcessChildLauncher.launch(processArguments: arguments, commandName: environment.commandName)
        }
        return environment
    }

    /// `arguments[0]`'s file name (`/src/Cart/.build/debug/preview` → `preview`), or
    /// `preview` when there is none.
    static func commandName(arguments: [String]) -> String {
        let path = arguments.first ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "preview" : name
    }

    /// The variable that makes this a CI run (see ``ContinuousIntegration``), or `nil`.
    var ciVariable: String? {
        ContinuousIntegration.variable(in: variables)
    }

    /// Whether this is a CI run (see ``ContinuousIntegration``).
    var isCI: Bool {
        ciVariable != nil
    }
}
