import Foundation
import PreviewCatalog
import TextSnapshots

/// Writes a gallery page as `index.html`, or a JUnit report (``fileName``), in the `--out`
/// folder (made if needed, relative to the current directory), atomically, so a failed write
/// never leaves half a file.
enum PageWriter {
    /// The file's path as shown, or `nil` (having said why on standard error, in one line)
    /// when it could not be written.
    ///
    /// ```text
    /// error: --out ".build/page" is a file, not a folder; give --out a folder to write index.html in.
    /// error: could not write ".build/x/index.html": permission denied. Give --out a folder you can write to.
    /// ```
    @MainActor
    static func write(_ text: String, named fileName: String = "index.html", context: CommandContext) -> String? {
        let environment = context.environment
        let out = context.options.outDirectory ?? "."
        let folder = (out.hasPrefix("/") ? URL(fileURLWithPath: out) : environment.currentDirectory.appendingPathComponent(out)).standardizedFileURL
        let file = folder.appendingPathComponent(fileName)
        let shown = SnapshotDirectory.display(file, in: environment)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            context.console.errorOutput("error: --out \(EchoedText.quoted(out)) is a file, not a folder; give --out a folder to write \(fileName) in.")
            return nil
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
            return shown
        } catch {
            context.console.errorOutput("error: could not write \(EchoedText.quotedPath(shown)): \(ErrorWords.of(error)). Give --out a folder you can write to.")
            return nil
        }
    }
}
