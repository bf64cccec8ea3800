// swift-tools-version: 6.0
import PackageDescription

// ViewStateKit ships with zero package dependencies: only the Swift toolchain.
let package = Package(
    name: "ViewStateKit",
    // Observation needs macOS 14 / iOS 17 on Apple platforms; Linux has no such floor.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "ViewStateKit", targets: ["ViewStateKit"]),
        .library(name: "TextUI", targets: ["TextUI"]),
        .library(name: "PreviewCatalog", targets: ["PreviewCatalog"]),
        .library(name: "ViewStateTesting", targets: ["ViewStateTesting"]),
        // No `preview` product: SwiftPM gives this package's executable target one when this
        // package is the root (`swift run preview` here), and a package that depends on
        // ViewStateKit can then name its own executable target and product `preview`.
    ],
    targets: [
        .target(name: "ViewStateKit"),
        .target(name: "TextUI", exclude: ["Unicode/generate-width-tables.py"]),
        .target(name: "PreviewCatalog", dependencies: ["ViewStateKit", "TextUI"]),
        .target(name: "ViewStateTesting", dependencies: ["PreviewCatalog", "ViewStateKit"]),
        .target(name: "ExampleApp", dependencies: ["ViewStateKit", "TextUI", "PreviewCatalog"]),
        .executableTarget(name: "preview", dependencies: ["ExampleApp", "PreviewCatalog"], path: "Previews"),
        // Release-mode measurements, one per row of BENCHMARKS.md: `swift run -c release benchmarks`.
        .executableTarget(
            name: "benchmarks",
            dependencies: ["ViewStateKit", "TextUI", "ExampleApp", "ViewStateTesting", "PreviewCatalog"],
            path: "Benchmarks",
            exclude: ["process-benchmarks.sh"]
        ),

        // Helpers more than one test target uses (the wcwidth oracle); no product names it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),

        .testTarget(name: "ViewStateKitTests", dependencies: ["ViewStateKit"]),
        .testTarget(name: "TextUITests", dependencies: ["TextUI", "TestSupport"], exclude: ["Support/width-corpus.txt"]),
        .testTarget(name: "PreviewCatalogTests", dependencies: ["PreviewCatalog", "TextUI", "ViewStateKit", "ExampleApp"]),
        .testTarget(name: "ViewStateTestingTests", dependencies: ["ViewStateTesting"]),
        // Reference snapshots live in Tests/__Snapshots__ and Tests/__ViewSnapshots__, outside
        // every target folder, so no target needs `exclude:`.
        .testTarget(name: "ExampleAppTests", dependencies: ["ExampleApp", "ViewStateTesting", "TestSupport"]),
        // README.md's Swift blocks, compiled letter for letter (Blocks/) and kept equal to the README.
        .testTarget(name: "ReadmeExampleTests", dependencies: ["ExampleApp", "ViewStateTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
