import Foundation

/// Finds the package whose snapshots the `preview` executable reads and writes.
///
/// The executable is built from one package's sources, and its snapshots must match the code
/// compiled into it, so the first choice is the package the executable's own source file is in
/// (`#filePath` of `Previews/main.swift`, as given at build time: the nearest folder above it
/// holding `Package.swift`): that works from any current directory and with
/// `swift run --package-path`. The snapshot assertions find their package the same way from
/// the test file's `#filePath`, so both read one folder. When that folder holds no `Package.swift`
/// (the binary was copied to another machine), the answer is the nearest folder at or above
/// the current directory that holds one. `--dir` overrides both.
///
/// ```swift
/// PackageRoot.locate(sourceFile: "/src/Cart/Previews/main.swift", currentDirectory: cwd)
/// // /src/Cart  (when /src/Cart/Package.swift exists)
/// PackageRoot.locate(sourceFile: "/src/Cart/Tests/CartTests/Screens/CartTests.swift", currentDirectory: cwd)
/// // /src/Cart
/// ```
package enum PackageRoot {
    package static func locate(sourceFile: String, currentDirectory: URL) -> URL? {
        let sourceFolder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        if let root = nearestPackage(from: sourceFolder, levels: .max) { return root }
        return nearestPackage(from: currentDirectory, levels: .max)
    }

    /// The nearest folder holding `Package.swift`, from `folder` up at most `levels` folders.
    private static func nearestPackage(from folder: URL, levels: Int) -> URL? {
        var candidate = folder.standardizedFileURL
        for _ in 0...levels {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
                return candidate
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
        return nil
    }
}
