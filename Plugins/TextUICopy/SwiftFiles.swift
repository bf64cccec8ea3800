import Foundation

/// The Swift files in a folder and the folders under it, symbolic links followed (a link is
/// how a package reaches an app's folder that lives outside it), sorted by path so every
/// machine sees the same order.
enum SwiftFiles {
    static func under(_ folder: URL) -> [URL] {
        var found: [URL] = []
        var visited: Set<String> = []
        walk(folder, linkPath: folder, found: &found, visited: &visited)
        return found.sorted { $0.path < $1.path }
    }

    private static func walk(_ folder: URL, linkPath: URL, found: inout [URL], visited: inout Set<String>) {
        guard visited.insert(folder.resolvingSymlinksInPath().path).inserted,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return }
        for name in names where !name.hasPrefix(".") {
            let entry = linkPath.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                walk(entry.resolvingSymlinksInPath(), linkPath: entry, found: &found, visited: &visited)
            } else if name.hasSuffix(".swift") {
                found.append(entry)
            }
        }
    }
}
