import Foundation
import Testing

/// The whole path on a module compiled here from known source: the toolchain's extractor, with the
/// flags the API tests use, gives the list and the rule's findings this source should give.
@Suite struct SymbolGraphPipelineTests {
    static let source = """
        /// Something drawn.
        ///
        /// SwiftUI: View
        public protocol Drawable {
            /// What it draws.
            /// SwiftUI: View.body
            var body: String { get }
        }

        /// A gauge.
        /// SwiftUI: Gauge
        public struct Gauge: Drawable {
            public var body: String { "gauge" }
            /// TextUI only: a test's own.
            public init(value: Double) {}
            func hidden() {}
        }

        /// SwiftUI: Axis
        public enum Axis: Int8 {
            /// Across.
            case horizontal
        }

        """

    @Test(.enabled(if: PackageAPI.canExtract, PackageAPI.skipComment))
    func aCompiledModuleListsItsPublicDeclarationsAndItsUnmarkedOnes() async throws {
        let compiled = try await Self.compile(Self.source)
        defer { try? FileManager.default.removeItem(at: compiled.folder) }
        #expect(APIList(compiled.graph).lines == [
            "Pipeline.Axis — conforms to Swift.Equatable",
            "Pipeline.Axis — conforms to Swift.Hashable",
            "Pipeline.Axis — conforms to Swift.RawRepresentable",
            "Pipeline.Axis — enum Axis",
            "Pipeline.Axis.horizontal — case horizontal",
            "Pipeline.Axis.init(rawValue:) — init?(rawValue: Int8)",
            "Pipeline.Drawable — protocol Drawable",
            "Pipeline.Drawable.body — var body: String { get }",
            "Pipeline.Gauge — conforms to Pipeline.Drawable",
            "Pipeline.Gauge — struct Gauge",
            "Pipeline.Gauge.body — var body: String { get }",
            "Pipeline.Gauge.init(value:) — init(value: Double)",
        ])
        // Gauge.body has no comment of its own: the requirement's, which names View.body, is not
        // borrowed. The raw-value init the compiler wrote is not asked for one.
        #expect(DocCommentRule.violations(in: compiled.graph, packageRoot: compiled.folder.path).map(\.description) == [
            "Pipeline.Gauge.body at Pipeline.swift:13",
            "Pipeline.Axis.horizontal at Pipeline.swift:22",
        ])
    }

    @Test(.enabled(if: PackageAPI.canExtract, PackageAPI.skipComment))
    func aChangedInitializerIsTheOnlyChangeInTheList() async throws {
        async let before = Self.compile(Self.source)
        async let after = Self.compile(Self.source.replacingOccurrences(of: "init(value: Double)", with: "init(value: Double, total: Double = 1)"))
        let (old, new) = try await (before, after)
        defer { [old.folder, new.folder].forEach { try? FileManager.default.removeItem(at: $0) } }
        #expect(APIList(new.graph).changes(from: APIList(old.graph)) == [
            "- Pipeline.Gauge.init(value:) — init(value: Double)",
            "+ Pipeline.Gauge.init(value:total:) — init(value: Double, total: Double = 1)",
        ])
    }

    /// Compiles `source` as module `Pipeline` into a fresh folder and extracts its symbol graph.
    static func compile(_ source: String) async throws -> (folder: URL, graph: ModuleSymbolGraph) {
        let extractor = try #require(PackageAPI.extractor)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("api-pipeline-\(UUID().uuidString)")
        let output = folder.appendingPathComponent("graph")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Pipeline.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let swiftc = extractor.tool.deletingLastPathComponent().appendingPathComponent("swiftc")
        try await ToolProcess.run(swiftc, arguments: [
            "-emit-module", "-parse-as-library", "-module-name", "Pipeline",
            "-emit-module-path", folder.appendingPathComponent("Pipeline.swiftmodule").path, file.path,
        ])
        let local = SymbolGraphExtractor(tool: extractor.tool, modulesDirectory: folder)
        try await local.run(module: "Pipeline", into: output)
        return (folder, try ModuleSymbolGraph.read(module: "Pipeline", from: output))
    }
}
