// swift-tools-version: 6.2
import Foundation
import PackageDescription

// A team's package compiles ViewStateKit's modules once and never edits them, so their debug
// builds are whole-module: one job a module, which type-checks it once (SwiftPM's batches and its
// separate module job each do it again) and writes machine code on every core. A clean build of
// the README's package takes about 15 % less wall-clock and 28 % less CPU (BENCHMARKS.md, "Flags
// a dependency may carry"). `-disable-batch-mode` keeps the driver from warning that it ignores
// SwiftPM's `-enable-batch-mode`. They carry no debug information either, as SwiftUI comes to an
// app: a team steps through its own code, whose modules keep SwiftPM's `-g`; backtraces still
// name ViewStateKit's functions. That is a tenth less of a clean build, wall-clock and CPU
// (`-Xfrontend -gnone`: the frontend reads it after SwiftPM's `-g`, which the driver puts last).
// Working on ViewStateKit itself? `VIEWSTATEKIT_INCREMENTAL=1 swift build` (and `swift test`)
// compiles them file by file, with debug information, so an edit recompiles what it touched.
let wholeModule: [SwiftSetting] = ProcessInfo.processInfo.environment["VIEWSTATEKIT_INCREMENTAL"] == "1" ? [] : [
    .unsafeFlags(
        ["-disable-batch-mode", "-wmo", "-num-threads", String(max(1, ProcessInfo.processInfo.activeProcessorCount)), "-Xfrontend", "-gnone"],
        .when(configuration: .debug)
    ),
]
// Every executable and test bundle that links TextUI links with the toolchain's lld on Linux
// (Swift's Linux toolchains ship it): a third faster than gold for a debug `preview`, which is
// most of an edit's rebuild. SwiftPM lets a dependency carry both since 6.2, hence the
// tools-version.
let fastLinker: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]

// ViewStateKit ships with zero package dependencies: only the Swift toolchain.
let package = Package(
    name: "ViewStateKit",
    // Observation needs macOS 14 / iOS 17 on Apple platforms; Linux has no such floor.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        // A screen's view model and its previews and tests: what every team uses.
        .library(name: "ViewStateKit", targets: ["ViewStateKit"]),
        // TextUI, and the unified log (`Logger`) that the copy imports for `import os`, and the
        // frameworks it imports for `import AVFoundation`, `UserNotifications`,
        // `LocalAuthentication` and `ActivityKit`: each a module of its own that needs nothing
        // but Foundation, so it compiles beside TextUI. SwiftData's module (`@Query`,
        // `.modelContainer(for:)`) builds on TextUI and compiles after it, beside the catalog.
        .library(name: "TextUI", targets: ["TextUI", "TextUIOSLog", "TextUIAVFoundation", "TextUIUserNotifications", "TextUILocalAuthentication", "TextUIActivityKit", "TextUISwiftData", "TextUIStoreKit"]),
        .library(name: "PreviewCatalog", targets: ["PreviewCatalog"]),
        // The `preview` command line (PreviewCommand): only a package's `preview` executable
        // needs it, so a screen target and its tests never wait for it to compile.
        .library(name: "PreviewCommandLine", targets: ["PreviewCommandLine"]),
        .library(name: "ViewStateTesting", targets: ["ViewStateTesting"]),
        // The Redux / TCA-style store, and its TestStore: what a store-based team adds.
        .library(name: "ViewStateStore", targets: ["ViewStateStore"]),
        .library(name: "ViewStateStoreTesting", targets: ["ViewStateStoreTesting"]),
        // A team's SwiftUI files, unchanged, compiled against TextUI: each file a target
        // excludes gets a text copy, and its #Previews become previews (README: "Your SwiftUI
        // screens, unchanged").
        .plugin(name: "TextUICopy", targets: ["TextUICopy"]),
        // No `preview` product: SwiftPM gives this package's executable target one when this
        // package is the root (`swift run preview` here), and a package that depends on
        // ViewStateKit can then name its own executable target and product `preview`.
    ],
    targets: [
        // The module arrows (README, "Layout"): the core and TextUI import only the toolchain; the
        // store builds on the core; snapshot files on the core alone (its line diff), so they
        // compile beside TextUI; the catalog on all three below it; the command line on the catalog.
        .target(name: "ViewStateKit", swiftSettings: wholeModule),
        .target(name: "ViewStateStore", dependencies: ["ViewStateKit"], swiftSettings: wholeModule),
        .target(name: "TextUI", exclude: ["Unicode/generate-width-tables.py"], swiftSettings: wholeModule, linkerSettings: fastLinker),
        .target(name: "TextUIOSLog", swiftSettings: wholeModule),
        .target(name: "TextUIAVFoundation", swiftSettings: wholeModule),
        .target(name: "TextUIUserNotifications", swiftSettings: wholeModule),
        .target(name: "TextUILocalAuthentication", swiftSettings: wholeModule),
        .target(name: "TextUIActivityKit", swiftSettings: wholeModule),
        // SwiftData's models in memory, for `import SwiftData`: builds on TextUI for `@Query` and
        // `.modelContainer(for:)`, so it compiles after TextUI, beside PreviewCatalog.
        .target(name: "TextUISwiftData", dependencies: ["TextUI"], swiftSettings: wholeModule),
        // StoreKit for `import StoreKit`: products, transactions and the store views, answering as
        // a store that never answers; builds on TextUI for its views, beside TextUISwiftData.
        .target(name: "TextUIStoreKit", dependencies: ["TextUI"], swiftSettings: wholeModule),
        .target(name: "TextSnapshots", dependencies: ["ViewStateKit"], swiftSettings: wholeModule),
        .target(name: "PreviewCatalog", dependencies: ["ViewStateKit", "TextUI", "TextSnapshots"], swiftSettings: wholeModule),
        .target(name: "PreviewCommandLine", dependencies: ["PreviewCatalog", "ViewStateKit", "TextUI", "TextSnapshots"], swiftSettings: wholeModule),
        .target(name: "ViewStateTesting", dependencies: ["PreviewCatalog", "TextSnapshots", "ViewStateKit"], swiftSettings: wholeModule),
        .target(name: "ViewStateStoreTesting", dependencies: ["ViewStateStore", "ViewStateTesting"], swiftSettings: wholeModule),
        // The text copy: a scanner that reads a Swift file as the compiler does (comments,
        // strings, #if, braces) and changes only imports, platform conditions and #Preview;
        // the tool the plugin runs; the plugin.
        .target(name: "TextUISourceCopy", swiftSettings: wholeModule),
        .executableTarget(name: "TextUICopyTool", dependencies: ["TextUISourceCopy"], swiftSettings: wholeModule),
        .plugin(name: "TextUICopy", capability: .buildTool(), dependencies: ["TextUICopyTool"]),
        // The example app as a team's package holds it: App/ is the app's own files, exactly as
        // its Xcode target compiles them (`import SwiftUI`, `#Preview`s); the TextUICopy plugin
        // compiles a text copy of each against TextUI. Catalog/ is what only `preview` and the
        // tests use: the screens' states, scenarios, variants and coverage. README: "Your SwiftUI
        // screens, unchanged".
        .target(
            name: "ExampleApp",
            dependencies: ["ViewStateKit", "ViewStateStore", "TextUI", "PreviewCatalog"],
            exclude: ["App"],
            plugins: ["TextUICopy"]
        ),
        .executableTarget(name: "preview", dependencies: ["ExampleApp", "PreviewCatalog", "PreviewCommandLine"], path: "Previews"),
        // Release-mode measurements, one per row of BENCHMARKS.md: `swift run -c release benchmarks`.
        .executableTarget(
            name: "benchmarks",
            dependencies: ["ViewStateKit", "ViewStateStore", "TextUI", "TextSnapshots", "ExampleApp", "ViewStateTesting", "PreviewCatalog", "PreviewCommandLine"],
            path: "Benchmarks",
            exclude: ["process-benchmarks.sh", "one-screen-package.sh", "build-timeline.sh"]
        ),

        // Helpers more than one test target uses (the wcwidth oracle, a seeded random generator);
        // no product names it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // A `preview` executable whose catalog holds previews that never return, which
        // PreviewWatchdogTests run as a team's `preview` runs: a real parent and child.
        .executableTarget(name: "preview-fixture", dependencies: ["PreviewCatalog", "PreviewCommandLine", "TextUI"], path: "Tests/PreviewFixture"),

        .testTarget(name: "ViewStateKitTests", dependencies: ["ViewStateKit"]),
        .testTarget(name: "TextUISourceCopyTests", dependencies: ["TextUISourceCopy"]),
        .testTarget(name: "ViewStateStoreTests", dependencies: ["ViewStateStore", "ViewStateKit"]),
        .testTarget(name: "TextUITests", dependencies: ["TextUI", "TextUIOSLog", "TextUIAVFoundation", "TextUIUserNotifications", "TextUILocalAuthentication", "TextUIActivityKit", "TextUISwiftData", "TextUIStoreKit", "TestSupport"], exclude: ["Support/width-corpus.txt"]),
        .testTarget(name: "TextSnapshotsTests", dependencies: ["TextSnapshots", "ViewStateKit", "TestSupport"]),
        .testTarget(name: "PreviewCatalogTests", dependencies: ["PreviewCatalog", "PreviewCommandLine", "TextSnapshots", "TextUI", "ViewStateKit", "ExampleApp", "TestSupport"]),
        // Both testing modules' tests: one failure-text table (Support/FailureCase+*.swift) pins
        // every helper's message, the TestStore's included, under Swift Testing and XCTest alike.
        .testTarget(name: "ViewStateTestingTests", dependencies: ["ViewStateTesting", "ViewStateStoreTesting", "ViewStateStore", "ViewStateKit", "PreviewCommandLine"]),
        // TCA's own test suite, behaviour by behaviour: one folder per TCA test file, each with a
        // PARITY.md table of what is ported, what differs on purpose and what does not apply.
        .testTarget(
            name: "TCAParityTests",
            dependencies: ["ViewStateStore", "ViewStateStoreTesting", "ViewStateKit"],
            // The tables, read by ParityTableTests from the source tree: the index, one per TCA file.
            exclude: [
                "PARITY.md",
                "EffectCancellationTests/PARITY.md", "EffectDebounceTests/PARITY.md", "EffectRunTests/PARITY.md",
                "EffectTests/PARITY.md", "EffectThrottleTests/PARITY.md",
                "ForEachReducerTests/PARITY.md", "IfCaseLetReducerTests/PARITY.md", "IfLetReducerTests/PARITY.md",
                "OnChangeReducerTests/PARITY.md", "PresentationReducerTests/PARITY.md", "StackReducerTests/PARITY.md",
                "CompatibilityTests/PARITY.md", "ComposableArchitectureTests/PARITY.md", "DebugTests/PARITY.md",
                "DependencyKeyWritingReducerTests/PARITY.md", "EffectCancellationIsolationTests/PARITY.md",
                "EffectFailureTests/PARITY.md", "EffectOperationTests/PARITY.md", "MemoryManagementTests/PARITY.md",
                "ReducerTests/PARITY.md", "ScopeCacheTests/PARITY.md", "StoreLifetimeTests/PARITY.md", "ReducerBuilderTests/PARITY.md", "TaskCancellationTests/PARITY.md",
                "ScopeTests/PARITY.md", "StoreTests/PARITY.md", "TestStoreFailureTests/PARITY.md",
                "TestStoreNonExhaustiveTests/PARITY.md", "TestStoreTests/PARITY.md",
            ]
        ),
        // Reference snapshots live in Tests/__Snapshots__ and Tests/__ViewSnapshots__, outside
        // every target folder, so no target needs `exclude:`.
        .testTarget(name: "ExampleAppTests", dependencies: ["ExampleApp", "ViewStateTesting", "TestSupport"]),
        // Each library module's public API against its list in API/ (Scripts/api-list rewrites
        // them), and TextUI's doc-comment rule; both read the toolchain's symbol graphs.
        .testTarget(
            name: "APITests",
            dependencies: ["ViewStateKit", "ViewStateStore", "ViewStateStoreTesting", "TextUI", "TextUIOSLog", "TextUIAVFoundation", "TextUIUserNotifications", "TextUILocalAuthentication", "TextSnapshots", "PreviewCatalog", "PreviewCommandLine", "ViewStateTesting"]
        ),
        // README.md's Swift blocks, compiled letter for letter (Blocks/) and kept equal to the README;
        // its SwiftUI screen, a plain `import SwiftUI` file, through TextUICopy as a team's would be.
        .testTarget(
            name: "ReadmeExampleTests",
            dependencies: ["ExampleApp", "TextUI", "PreviewCatalog", "ViewStateTesting", "ViewStateStore", "ViewStateStoreTesting"],
            exclude: ["Blocks/AccountSettingsScreen.swift"],
            plugins: ["TextUICopy"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
