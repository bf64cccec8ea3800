import Foundation

/// How a message shows a file: relative to the current directory when it is inside it (as it
/// is under `swift test`, which runs in the package root), absolute otherwise.
///
/// ```text
/// Tests/__Snapshots__/Login/error.txt
/// ```
func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

/// `'…'` around an argument a shell would split or expand; plain words stay as they are.
func shellQuoted(_ argument: String) -> String {
    let plain = argument.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-./=:".contains($0)) }
    if plain && !argument.isEmpty { return argument }
    return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
