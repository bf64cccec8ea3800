import Foundation
import PreviewCatalog

/// Writes `check` and `record` results in the chosen `--format` other than `text`, and gives
/// the exit code: the same as the text output's (0 clean, 1 anything failed).
enum ReviewOutput {
    @MainActor
    static func write(
        _ results: [SnapshotResult], command: String, isClean: Bool, context: CommandContext, directory: URL,
        coverage: [(screen: String, coverage: ScreenCoverage)] = []
    ) throws(UsageError) -> Int32 {
        let console = context.console
        let failed = !isClean || results.contains(where: \.isFailure)
        switch context.options.format {
        case .json: console.output(ConsoleText(lines: JSONReport.document(results)))
        case .junit:
            let report = JUnitReport.document(results, command: command, program: context.environment.commandName)
            guard context.options.outDirectory != nil else {
                console.output(ConsoleText(lines: report))
                break
            }
            let name = JUnitReport.fileName(command: command, shard: context.options.shard)
            guard let path = PageWriter.write(report, named: name, context: context) else { return 1 }
            console.output("\(command) \(failed ? "failed" : "passed"): \(GalleryPage.countLine(results)) in \(path)")
        case .markdown: console.output(ConsoleText(lines: MarkdownReport.document(results, command: command, program: context.environment.commandName)))
        case .html:
            guard let path = PageWriter.write(GalleryPage.checkDocument(results, coverage: coverage, program: context.environment.commandName), context: context) else { return 1 }
            console.output("\(command) \(failed ? "failed" : "passed"): \(GalleryPage.countLine(results)) in \(path)")
        case .text, .a11y: break
        }
        return failed ? 1 : 0
    }
}
