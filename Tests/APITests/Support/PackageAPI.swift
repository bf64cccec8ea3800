import Foundation
import Testing

/// This package's library modules and their symbol graphs, extracted once per test run and shared
/// by the suites that read them.
enum PackageAPI {
    /// Set by `Scripts/api-list`: the list test writes `API/<Module>.txt` instead of comparing.
    static let isRecording = ProcessInfo.processInfo.environment["VIEWSTATEKIT_RECORD_API"] == "1"

    static let script = "Scripts/api-list"

    static let apiDirectory = SymbolGraphExtractor.packageRoot.appendingPathComponent("API", isDirectory: true)

    /// Every module a library product of `Package.swift` ships.
    static let modules: [String] = (try? SymbolGraphExtractor.libraryModules()) ?? []

    static let extractor: SymbolGraphExtractor? = {
        guard let tool = SymbolGraphExtractor.locateTool(),
              let modulesDirectory = SymbolGraphExtractor.locateModules(modules)
        else { return nil }
        return SymbolGraphExtractor(tool: tool, modulesDirectory: modulesDirectory)
    }()

    /// Why the API tests cannot run here, or nil when they can.
    static let unavailableReason: String? = {
        #if !os(Linux)
        // The lists are the Linux build's (Foundation's types come from FoundationEssentials
        // there, from Foundation on Apple platforms): CI, on Linux, compares them.
        return "the API lists are the Linux build's; they are compared on Linux"
        #else
        if SymbolGraphExtractor.locateTool() == nil {
            return "no swift-symbolgraph-extract on PATH (or in $SWIFT_SYMBOLGRAPH_EXTRACT): the API lists are not compared"
        }
        if SymbolGraphExtractor.locateModules(modules) == nil {
            return "the built modules of \(modules.joined(separator: ", ")) were not found beside the test executable or in .build/debug/Modules"
        }
        return nil
        #endif
    }()

    static var canExtract: Bool { unavailableReason == nil }
    static var skipComment: Comment { Comment(rawValue: unavailableReason ?? "") }

    /// The graphs of every library module, extracted on first use.
    static let graphs: Task<[String: ModuleSymbolGraph], any Error> = Task {
        guard let extractor else { throw ExtractionError(description: unavailableReason ?? "no extractor") }
        return try await extractor.extract(modules)
    }
}
