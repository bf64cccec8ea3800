import Foundation
import Testing

/// Which modules get a list, and where the extractor is looked for.
@Suite struct SymbolGraphExtractorTests {
    @Test func theLibraryModulesAreTheProductsAndWhatTheyBuildOn() throws {
        let modules = try SymbolGraphExtractor.libraryModules()
        #expect(Set(modules) == [
            "ViewStateKit", "ViewStateStore", "TextUI", "TextUIOSLog", "TextUIAVFoundation", "TextUIUserNotifications", "TextUILocalAuthentication", "TextUIActivityKit", "TextUISwiftData", "TextUIStoreKit",
            "TextSnapshots", "PreviewCatalog", "PreviewCommandLine", "ViewStateTesting", "ViewStateStoreTesting",
        ])
        // TextSnapshots ships in no product of its own but every catalog user builds it; the
        // example app and the tests' helpers ship in none.
        #expect(!modules.contains("ExampleApp") && !modules.contains("TestSupport"))
    }

    @Test func theExtractorIsTheFirstOnPATHOrTheOneTheEnvironmentNames() throws {
        let folders = (0..<2).map { _ in
            FileManager.default.temporaryDirectory.appendingPathComponent("api-tool-\(UUID().uuidString)")
        }
        defer { folders.forEach { try? FileManager.default.removeItem(at: $0) } }
        for folder in folders {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let tool = folder.appendingPathComponent("swift-symbolgraph-extract").path
            #expect(FileManager.default.createFile(atPath: tool, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
        }
        let path = ["/nonexistent-folder", folders[0].path, folders[1].path].joined(separator: ":")
        #expect(SymbolGraphExtractor.locateTool(environment: ["PATH": path])?.path == folders[0].appendingPathComponent("swift-symbolgraph-extract").path)
        #expect(SymbolGraphExtractor.locateTool(environment: ["PATH": path, "SWIFT_SYMBOLGRAPH_EXTRACT": "/opt/x/extract"])?.path == "/opt/x/extract")
        #expect(SymbolGraphExtractor.locateTool(environment: ["PATH": "/nonexistent-folder"]) == nil)
    }
}
