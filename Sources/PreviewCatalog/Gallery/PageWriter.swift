import Foundation

/// Writes a gallery page as `index.html` in the `--out` folder (made if needed, relative to
/// the current directory), atomically, so a failed write never leaves half a page.
enum PageWriter {
    /// The page's file, or `nil` (having said why on standard error) when it could not be written.
    @MainActor
    static func write(_ html: String, context: CommandContext) -> String? {
        let environment = context.environment
        let out = context.options.outDirectory ?? "."
        let folder = (out.hasPrefix("/") ? URL(fileURLWithPath: out) : environment.currentDirectory.appendingPathComponent(out)).standardizedFileURL
        let file = folder.appendingPathComponent("index.html")
        let shown = SnapshotDirectory.display(file, in: environment)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(html.utf8).write(to: file, options: .atomic)
            return shown
        } catch {
            context.console.errorOutput("error: could not write \(shown): \(error.localizedDescription). Give --out a folder you can write to.")
            return nil
        }
    }
}
