import TextUI

/// What every command works with: the catalog, the checked options, the picked states, the
/// environment, and where to write. Resolved states are kept so each scenario runs once.
@MainActor
final class CommandContext {
    let catalog: Catalog
    let options: PreviewOptions
    let selection: Selection
    let environment: PreviewEnvironment
    let console: Console
    private var reached: [Selection.Item: Catalog.RenderedState] = [:]

    init(catalog: Catalog, options: PreviewOptions, selection: Selection, environment: PreviewEnvironment, console: Console) {
        self.catalog = catalog
        self.options = options
        self.selection = selection
        self.environment = environment
        self.console = console
    }

    /// The picked states this shard takes, in catalog order.
    var shardItems: [Selection.Item] {
        options.shard.part(of: selection.items)
    }

    /// The state at `item` drawn at the chosen width and style; scenarios run once per command.
    func rendered(_ item: Selection.Item) async -> Catalog.RenderedState {
        if let known = reached[item] { return known }
        let rendered = await catalog.screens[item.screen].render(item.state, width: options.width, style: options.style, timeout: options.timeout)
        reached[item] = rendered
        return rendered
    }

    /// Which cases the screen at `index` reaches, reusing states already drawn.
    func coverage(ofScreen index: Int) async -> ScreenCoverage {
        let screen = catalog.screens[index]
        var cases: [String?] = []
        for state in screen.stateNames.indices {
            cases.append(await rendered(Selection.Item(screen: index, state: state)).caseName)
        }
        return ScreenCoverage(cases: screen.cases, reached: cases, notPreviewed: screen.notPreviewed)
    }

    /// Whether a scenario of the screen at `index` ran out of time.
    func anyScenarioTimedOut(onScreen index: Int) async -> Bool {
        for state in catalog.screens[index].stateNames.indices {
            if await rendered(Selection.Item(screen: index, state: state)).timedOut != nil { return true }
        }
        return false
    }

    /// The snapshot key of `item` at the chosen width and style.
    func key(_ item: Selection.Item) -> SnapshotKey {
        let screen = catalog.screens[item.screen]
        return SnapshotKey(screen: screen.name, state: screen.stateNames[item.state], width: options.width, style: options.style)
    }

    /// Every key the whole catalog produces at the chosen width and style.
    var allKeys: [SnapshotKey] {
        catalog.screens.enumerated().flatMap { screen in
            screen.element.stateNames.indices.map { key(Selection.Item(screen: screen.offset, state: $0)) }
        }
    }
}
