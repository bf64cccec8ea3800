import PreviewCatalog
import TextUI

/// `preview list [filter]`: each screen with its states, the case each state is in, then every
/// case no state reaches: uncovered, or left out on purpose with its reason (``NotPreviewed``),
/// and any mark that cannot stand. Always exits 0; `check` is what fails on uncovered cases.
///
/// ```text
/// $ swift run preview list
/// Login: 5 states × 3 variants (w40, w32, a11y), 4 of 4 cases covered
///   idle            .idle
///   loading         .loading
///   success         .success
///   error           .error
///   wrong password  .error
/// ```
/// Each case no state reaches adds a line after the states — uncovered cases, then those left
/// out on purpose, then marks that cannot stand, each group in the order of the screen's cases
/// (``ScreenCoverage/cases``):
/// ```text
///   uncovered: .locked — add a PreviewState that reaches it
///   not previewed: .offline — needs a real network; no mock reaches it
///   bad mark: .sucess — not a case of its ViewState; did you mean .success?
/// ```
/// A scenario that runs out of time shows `timed out` for its case, its ``ScenarioTimeout``
/// message goes to standard error, and the command exits 1.
enum ListCommand {
    @MainActor
    static func run(_ context: CommandContext) async -> Int32 {
        if context.options.format != .text { return await ListReport.write(context) }
        let items = context.shardItems
        var seen: Set<Int> = []
        var timeouts: [ScenarioTimeout] = []
        for screenIndex in items.map(\.screen) where seen.insert(screenIndex).inserted {
            let screen = context.catalog.screens[screenIndex]
            let coverage = await context.coverage(ofScreen: screenIndex)
            let states = items.filter { $0.screen == screenIndex }
            context.console.output("\(context.console.paint.bold("\(screen.name)")): \(summary(of: screen, coverage))")
            // Names are measured as they print (made safe: `␛` takes a column).
            let shownNames = screen.stateNames.map { ConsoleText(line: $0).text }
            let nameWidth = states.map { shownNames[$0.state].displayWidth }.max() ?? 0
            for item in states {
                let name = shownNames[item.state]
                let reached = await context.reached(item)
                if let timedOut = reached.timedOut { timeouts.append(timedOut) }
                let caseName = reached.timedOut.map(\.label) ?? reached.caseName.map { "." + $0 } ?? "-"
                let padding = String(repeating: " ", count: nameWidth - name.displayWidth + 2)
                context.console.output("  \(name)\(padding)\(caseName)")
            }
            for uncovered in coverage.uncovered {
                context.console.output("  \(context.console.paint.yellow("uncovered: .\(uncovered)")) — add a PreviewState that reaches it")
            }
            for skipped in coverage.notPreviewed {
                context.console.output("  not previewed: .\(skipped.caseName) — \(skipped.reason)")
            }
            for mark in coverage.badMarks {
                context.console.output("  \(context.console.paint.red("bad mark: .\(mark.caseName)")) — \(mark.problem)")
            }
        }
        for timeout in timeouts { context.console.errorOutput("error: \(timeout.description)") }
        return timeouts.isEmpty ? 0 : 1
    }

    /// What a screen's headline says after its name: its states, the variants it declares
    /// (when more than the standard one: each state has a snapshot file per variant), and its
    /// coverage.
    ///
    /// ```text
    /// 2 states, 2 of 2 cases covered
    /// 5 states × 3 variants (w40, w32, a11y), 4 of 4 cases covered
    /// ```
    static func summary(of screen: Catalog.Screen, _ coverage: ScreenCoverage) -> String {
        let states = screen.stateNames.count == 1 ? "1 state" : "\(screen.stateNames.count) states"
        let variants = screen.variants == [.standard] ? ""
            : " × \(screen.variants.count) variant\(screen.variants.count == 1 ? "" : "s") (\(screen.variants.map(\.name).joined(separator: ", ")))"
        return "\(states)\(variants), \(coverage.summary)"
    }
}
