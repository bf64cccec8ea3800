import Foundation
import PackagePlugin

/// Compiles a team's SwiftUI files, unchanged, against TextUI: each Swift file a target
/// excludes gets a text copy in the plugin's work folder, and the copies are what the target
/// compiles. In a copy `import SwiftUI` imports TextUI, `#if os(iOS)` reads as on an iPhone
/// and each `#Preview` is a preview that `preview` and the tests find with no registration;
/// a `#sourceLocation` line keeps every error and test failure on the original file's line.
///
/// ```swift
/// .target(
///     name: "Cart",
///     dependencies: [.product(name: "TextUI", package: "ViewStateKit"), …],
///     exclude: ["App"],     // the app's files: SwiftPM skips them, the plugin copies them
///     plugins: [.plugin(name: "TextUICopy", package: "ViewStateKit")]
/// )
/// ```
///
/// A `TextUICopy.json` at the package's root may read the copies as another platform:
/// `{ "platform": "macOS", "simulator": false }`, or per target:
/// `{ "targets": { "MacScreens": { "platform": "macOS" } } }`.
@main
struct TextUICopy: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let root = target.directoryURL.standardizedFileURL
        let compiled = Set(target.sourceFiles.map { $0.url.standardizedFileURL.path })
        let excluded = SwiftFiles.under(root).filter { !compiled.contains($0.standardizedFileURL.path) }
        let needsIndex = target.recursiveTargetDependencies.contains { $0.name == "PreviewCatalog" }
        guard !excluded.isEmpty || needsIndex else { return [] }

        let work = context.pluginWorkDirectoryURL
        var arguments = ["--module", target.moduleName, "--root", root.path]
        // The tool reads the settings file (and says what is wrong with it) each time it runs.
        // The package's folder, not the file, is the input: it always exists, so adding or
        // removing the file never leaves the build waiting for a missing input.
        let settings = context.package.directoryURL.appendingPathComponent("TextUICopy.json")
        let settingsInputs = [context.package.directoryURL]
        arguments += ["--settings", settings.path, "--target", target.name]
        var outputs: [URL] = []
        if needsIndex {
            let index = work.appendingPathComponent("ModulePreviews+\(target.moduleName).swift")
            arguments += ["--index", index.path]
            outputs.append(index)
        }
        arguments.append("--")
        for file in excluded {
            let copy = work.appendingPathComponent(Self.copyName(of: file, under: root))
            arguments += [file.path, copy.path]
            outputs.append(copy)
        }
        return [
            .buildCommand(
                displayName: "Copying \(target.name)'s SwiftUI files for TextUI",
                executable: try context.tool(named: "TextUICopyTool").url,
                arguments: arguments,
                inputFiles: excluded + settingsInputs,
                outputFiles: outputs
            )
        ]
    }

    /// The copy's file name: the path under the target's folder, folders joined by `+`,
    /// ending `.textui.swift` so it never shares a name with the original.
    static func copyName(of file: URL, under root: URL) -> String {
        let path = file.standardizedFileURL.path
        let relative = path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : file.lastPathComponent
        return String(relative.dropLast(".swift".count)).replacingOccurrences(of: "/", with: "+") + ".textui.swift"
    }
}
