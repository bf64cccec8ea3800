import TextUI

/// `preview list [filter]`: each screen with its states, the case each state is in, and the
/// declared cases no state reaches. Always exits 0; `check` is what fails on uncovered cases.
///
/// ```text
/// $ swift run preview list
/// Login: 5 states, 4 of 4 cases covered
///   idle            .idle
///   loading         .loading
///   success         .success
///   error           .error
///   wrong password  .error
/// ```
/// An uncovered case adds a line `  uncovered: .success — add a PreviewState that reaches it`.
enum ListCommand {
    @MainActor
    static func run(_ context: CommandContext) async -> Int32 {
        if context.options.format != .text { return await ListReport.write(context) }
        let items = context.shardItems
        var seen: Set<Int> = []
        for screenIndex in items.map(\.screen) where seen.insert(screenIndex).inserted {
            let screen = context.catalog.screens[screenIndex]
            let coverage = await context.coverage(ofScreen: screenIndex)
            let states = items.filter { $0.screen == screenIndex }
            let count = screen.stateNames.count == 1 ? "1 state" : "\(screen.stateNames.count) states"
            context.console.output(context.console.paint.bold(screen.name) + ": \(count), \(coverage.summary)")
            let nameWidth = states.map { screen.stateNames[$0.state].displayWidth }.max() ?? 0
            for item in states {
                let name = screen.stateNames[item.state]
                let caseName = await context.rendered(item).caseName.map { "." + $0 } ?? "-"
                let padding = String(repeating: " ", count: nameWidth - name.displayWidth + 2)
                context.console.output("  " + name + padding + caseName)
            }
            for uncovered in coverage.uncovered {
                context.console.output("  " + context.console.paint.yellow("uncovered: .\(uncovered)") + " — add a PreviewState that reaches it")
            }
        }
        return 0
    }
}
