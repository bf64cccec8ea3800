import Foundation

/// Runs the toolchain's `swift-symbolgraph-extract` on the modules this test run was built with
/// (the `Modules` folder beside the test executable), one process per module at once, into a fresh
/// temporary folder it removes afterwards: nothing is cached between runs, so nothing is stale.
struct SymbolGraphExtractor: Sendable {
    var tool: URL
    var modulesDirectory: URL

    /// The package this file belongs to: `API/`, `Package.swift` and `Sources/` are under it.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The extractor: `$SWIFT_SYMBOLGRAPH_EXTRACT` when set, else the first on `PATH` (the toolchain's
    /// `usr/bin`, where `swift` itself is). Nil when there is none.
    static func locateTool(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["SWIFT_SYMBOLGRAPH_EXTRACT"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return directories.lazy
            .map { URL(fileURLWithPath: $0).appendingPathComponent("swift-symbolgraph-extract") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The folder holding `<Module>.swiftmodule` for every one of `modules`: first the running test
    /// executable's own build folder (`.build/<triple>/debug/Modules`, whatever the scratch path and
    /// configuration), then the package's `.build/debug/Modules`.
    static func locateModules(_ modules: [String]) -> URL? {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let buildFolder = executable.deletingLastPathComponent()
        let candidates = [
            buildFolder.appendingPathComponent("Modules"),
            buildFolder,
            packageRoot.appendingPathComponent(".build/debug/Modules"),
        ]
        return candidates.first { folder in
            modules.allSatisfy { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0).swiftmodule").path) }
        }
    }

    /// The library modules: those `Package.swift`'s library products name and every target they
    /// depend on (a user's build compiles them too), in the order the manifest names them.
    static func libraryModules() throws -> [String] {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        func names(_ list: Substring) -> [String] {
            list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")) }.filter { !$0.isEmpty }
        }
        var dependencies: [String: [String]] = [:]
        var order: [String] = []
        for match in manifest.matches(of: try Regex(#"\.target\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)) {
            let name = String(match.output[1].substring ?? "")
            dependencies[name] = names(match.output[2].substring ?? "")
            order.append(name)
        }
        var modules: Set<String> = []
        var pending = manifest.matches(of: try Regex(#"\.library\(\s*name:\s*"[^"]*",\s*targets:\s*\[([^\]]*)\]"#))
            .flatMap { names($0.output[1].substring ?? "") }
        while let module = pending.popLast() {
            if modules.insert(module).inserted { pending += dependencies[module] ?? [] }
        }
        return order.filter(modules.contains)
    }

    /// Each module's public symbols (`-minimum-access-level public`), without the members a type
    /// only inherits (`-skip-synthesized-members`) and without doc comments borrowed from what a
    /// member implements (`-skip-inherited-docs`): a declaration is judged by its own comment.
    func extract(_ modules: [String]) async throws -> [String: ModuleSymbolGraph] {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("api-lists-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: output) }
        return try await withThrowingTaskGroup(of: ModuleSymbolGraph.self) { group in
            for module in modules {
                let folder = output.appendingPathComponent(module, isDirectory: true)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                group.addTask {
                    try await run(module: module, into: folder)
                    return try ModuleSymbolGraph.read(module: module, from: folder)
                }
            }
            var graphs: [String: ModuleSymbolGraph] = [:]
            for try await graph in group { graphs[graph.module] = graph }
            return graphs
        }
    }

    /// Writes `module`'s symbol graph files into `folder`.
    func run(module: String, into folder: URL) async throws {
        try await ToolProcess.run(tool, arguments: [
            "-module-name", module, "-I", modulesDirectory.path, "-output-dir", folder.path,
            "-minimum-access-level", "public", "-skip-synthesized-members", "-skip-inherited-docs",
            "-emit-extension-block-symbols",
        ])
    }
}

/// A toolchain program run to its end, its errors kept for the failure message.
enum ToolProcess {
    static func run(_ tool: URL, arguments: [String]) async throws {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("api-lists-stderr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errors) }
        guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
            throw ExtractionError(description: "cannot write \(errors.path): is the temporary folder writable?")
        }
        let errorHandle = try FileHandle(forWritingTo: errors)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        try errorHandle.close()
        guard status == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? "no message"
            throw ExtractionError(description: "\(tool.lastPathComponent) \(arguments.joined(separator: " ")) failed (exit \(status)): \(firstLine)")
        }
    }
}

struct ExtractionError: Error, CustomStringConvertible {
    var description: String
}
