import Foundation

/// Finds the package whose snapshots the `preview` executable reads and writes.
///
/// The executable is built from one package's sources, and its snapshots must match the code
/// compiled into it, so the first choice is the package the executable's own source file is in
/// (`#filePath` of `Previews/main.swift`, as given at build time): that works from any current
/// directory and with `swift run --package-path`. When that folder holds no `Package.swift`
/// (the binary was copied to another machine), the answer is the nearest folder at or above
/// the current directory that holds one. `--dir` overrides both.
///
/// ```swift
/// PackageRoot.locate(sourceFile: "/src/ViewStateKit/Previews/main.swift", currentDirectory: cwd)
/// // /src/ViewStateKit  (when /src/ViewStateKit/Package.swift exists)
/// ```
package enum PackageRoot {
    package static func locate(sourceFile: String, currentDirectory: URL) -> URL? {
        let sourceFolder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        if let root = nearestPackage(from: sourceFolder, levels: 2) { return root }
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
