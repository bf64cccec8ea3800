import Foundation
@testable import PreviewCatalog
@testable import PreviewCommandLine
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
        #expect(environment.snapshotDirectory?.path == packageRoot.appendingPathComponent("Tests/__Snapshots__").path)
    }

    @Test func aSourceFileDeepInsideAPackageFindsItsRoot() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("// package", to: "Cart/Package.swift")
        let root = PackageRoot.locate(sourceFile: sandbox.root.path + "/Cart/Tests/CartTests/Screens/Deep/CartTests.swift", currentDirectory: URL(fileURLWithPath: "/"))
        #expect(root?.path == sandbox.root.appendingPathComponent("Cart").path)
    }

    @Test(arguments: [
        (["/src/Cart/.build/debug/preview", "check"], "preview"),
        (["/src/Cart/.build/debug/cart-preview"], "cart-preview"),
        (["catalog"], "catalog"),
        ([""], "preview"),
        ([], "preview"),
    ])
    func theCommandIsNamedAfterTheExecutable(_ arguments: [String], _ name: String) {
        #expect(PreviewEnvironment.commandName(arguments: arguments) == name)
        #expect(PreviewEnvironment.current(arguments: arguments).commandName == name)
    }
}
