import Foundation
@testable import PreviewCatalog
import Testing

@Suite struct PackageRootTests {
    @Test func prefersThePackageTheSourceFileIsIn() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("// package", to: "pkg/Package.swift")
        try sandbox.write("// other", to: "other/Package.swift")
        try FileManager.default.createDirectory(at: sandbox.root.appendingPathComponent("other/deep"), withIntermediateDirectories: true)

        let root = PackageRoot.locate(sourceFile: sandbox.root.path + "/pkg/Previews/main.swift", currentDirectory: sandbox.root.appendingPathComponent("other/deep"))
        #expect(root?.path == sandbox.root.appendingPathComponent("pkg").path)
    }

    @Test func fallsBackToTheNearestPackageAboveTheCurrentDirectory() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("// other", to: "other/Package.swift")
        try FileManager.default.createDirectory(at: sandbox.root.appendingPathComponent("other/a/b"), withIntermediateDirectories: true)

        let root = PackageRoot.locate(sourceFile: "/nonexistent/Previews/main.swift", currentDirectory: sandbox.root.appendingPathComponent("other/a/b"))
        #expect(root?.path == sandbox.root.appendingPathComponent("other").path)
    }

    @Test func theRealExecutableFindsThisPackage() throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let packageRoot = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let environment = PreviewEnvironment.current(sourceFile: packageRoot.path + "/Previews/main.swift")
        #expect(environment.snapshotDirectory?.path == packageRoot.appendingPathComponent("Tests/ExampleAppTests/__Snapshots__").path)
    }
}
