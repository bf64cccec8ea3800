import PreviewCatalog
import TextUI

/// `preview list --format json|markdown`: every picked state with the case it reaches, and
/// each declared case no preview reaches. A state whose scenario ran out of time has the status
/// `timedOut` (and no case); its message goes to standard error and the command exits 1.
///
/// ```text
/// $ swift run preview list Login --format json
/// [
///   {"screen": "Login", "state": "idle", "case": "idle", "status": "reached"},
///   {"screen": "Login", "state": null, "case": "success", "status": "uncovered"}
/// ]
/// $ swift run preview list Login --format markdown
/// ### Login: 5 states × 3 variants (w40, w32, a11y), 4 of 4 cases covered
///
/// | state | case |
/// | --- | --- |
/// | idle | `.idle` |
/// ```
enum ListReport {
    private struct Entry {
        let screen: String
        let state: String?
        let caseName: String?
        /// Set when the state timed out or its preview stopped.
        var leftOut: ScenarioTimeout?
    }

    @MainActor
    static func write(_ context: CommandContext) async -> Int32 {
        let items = context.shardItems
        var seen: Set<Int> = []
        var entries: [Entry] = []
        var markdown: [String] = []
        var timeouts: [ScenarioTimeout] = []
        for screenIndex in items.map(\.screen) where seen.insert(screenIndex).inserted {
            let screen = context.catalog.screens[screenIndex]
            let coverage = await context.coverage(ofScreen: screenIndex)
            var rows = ["| state | case |", "| --- | --- |"]
            for item in items where item.screen == screenIndex {
                let reached = await context.reached(item)
                if let timedOut = reached.timedOut { timeouts.append(timedOut) }
                let caseName = reached.caseName
                entries.append(Entry(screen: screen.name, state: screen.stateNames[item.state], caseName: caseName, leftOut: reached.timedOut))
                let shown = reached.timedOut.map { "*\($0.label)*" } ?? caseName.map { "`.\($0)`" } ?? "-"
                rows.append("| \(cell(screen.stateNames[item.state])) | \(shown) |")
            }
            for uncovered in coverage.uncovered {
                entries.append(Entry(screen: screen.name, state: nil, caseName: uncovered))
                rows.append("| *uncovered* | `.\(uncovered)` |")
            }
            let heading = safeForOutput(screen.name, keepsLineBreaks: false)
            markdown.append("### \(heading): \(ListCommand.summary(of: screen, coverage))\n\n" + rows.joined(separator: "\n"))
        }
        switch context.options.format {
        case .markdown: context.console.output(ConsoleText(lines: markdown.joined(separator: "\n\n")))
        default: context.console.output(ConsoleText(lines: json(entries)))
        }
        for timeout in timeouts { context.console.errorOutput("error: \(timeout.description)") }
        return timeouts.isEmpty ? 0 : 1
    }

    private static func json(_ entries: [Entry]) -> String {
        guard !entries.isEmpty else { return "[]" }
        let objects = entries.map { entry in
            let state = entry.state.map(JSONText.quoted) ?? "null"
            let caseName = entry.caseName.map(JSONText.quoted) ?? "null"
            let status = entry.state == nil ? "uncovered" : entry.leftOut.map { ReviewResults.status(of: $0).rawValue } ?? "reached"
            return "  {\"screen\": \(JSONText.quoted(entry.screen)), \"state\": \(state), \"case\": \(caseName), \"status\": \"\(status)\"}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }

    private static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|": result += "\\|"
            case "\n": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
