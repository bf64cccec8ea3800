import PreviewCatalog
import TextUI
import TextSnapshots

/// What every command works with: the catalog, the checked options, the picked states, the
/// environment, and where to write. Resolved states are kept so each scenario runs once, and
/// each state's accessibility elements so it is described once, however many steps of a
/// command read it. Drawings are not kept: each command draws a state once per variant.
@MainActor
final class CommandContext {
    let catalog: Catalog
    let options: PreviewOptions
    let selection: Selection
    let environment: PreviewEnvironment
    let console: Console
    /// Set in a child process (see ``PreviewSupervisor``): names each state before its code
    /// runs (reaching or drawing it) and says when that code returned, and leaves out those
    /// whose previews stopped or hung an earlier child.
    let child: PreviewChild?
    private var reached: [Selection.Item: Catalog.Screen.Reached] = [:]
    private var described: [Selection.Item: [AccessibilityElement]] = [:]

    init(catalog: Catalog, options: PreviewOptions, selection: Selection, environment: PreviewEnvironment, console: Console, child: PreviewChild? = nil) {
        self.catalog = catalog
        self.child = child
        self.options = options
        self.selection = selection
        self.environment = environment
        self.console = console
        reached.reserveCapacity(selection.items.count)
        described.reserveCapacity(selection.items.count)
    }

    /// The picked states this shard takes, in catalog order.
    var shardItems: [Selection.Item] {
        options.shard.part(of: selection.items)
    }

    /// The state at `item` drawn at the chosen width and style; scenarios run once per command.
    func rendered(_ item: Selection.Item) async -> Catalog.RenderedState {
        await rendered(item, in: chosenVariant)
    }

    /// The state at `item` drawn in `variant`; scenarios run once per command (within
    /// `--timeout`), whatever the number of variants. A timed-out scenario gives empty text
    /// and ``Catalog/RenderedState/timedOut`` in every variant.
    func rendered(_ item: Selection.Item, in variant: PreviewVariant) async -> Catalog.RenderedState {
        let known = described[item]
        let reached = await reached(item)
        let rendered = running(item, if: reached.timedOut == nil) {
            catalog.screens[item.screen].rendered(reached, item.state, in: variant, accessibility: known)
        }
        // Kept for the screen's own locale only: a variant in another describes it again.
        if known == nil, variant.locale == nil { described[item] = rendered.accessibility }
        return rendered
    }

    /// What a screen reader announces on the state at `item`, described once per command.
    func accessibility(_ item: Selection.Item) async -> [AccessibilityElement] {
        if let known = described[item] { return known }
        let reached = await reached(item)
        let accessibility = running(item, if: reached.timedOut == nil) { reached.describe(.standard) }
        described[item] = accessibility
        return accessibility
    }

    /// The state at `item` reached (its scenario run once per command, within `--timeout`),
    /// not yet drawn: its case, or the timeout its scenario hit (or the stop its preview caused
    /// in an earlier child process).
    func reached(_ item: Selection.Item) async -> Catalog.Screen.Reached {
        if let known = reached[item] { return known }
        if let stop = child?.stop(item) {
            let stopped = Catalog.Screen.Reached(stopped: stop)
            reached[item] = stopped
            return stopped
        }
        child?.announce(item)
        let resolved = await catalog.screens[item.screen].resolve(item.state, timeout: options.timeout)
        child?.announceReturn()
        reached[item] = resolved
        return resolved
    }

    /// `code`, the state's own (drawing or describing its view), named on the side channel
    /// before it runs and after it returns when `isPreviewCode` (a state left out runs none).
    private func running<Result>(_ item: Selection.Item, if isPreviewCode: Bool, _ code: () -> Result) -> Result {
        guard isPreviewCode, let child else { return code() }
        child.announce(item)
        defer { child.announceReturn() }
        return code()
    }

    /// The variant `--width` and `--style` describe (the standard one when neither is given).
    var chosenVariant: PreviewVariant {
        PreviewVariant(width: options.width, style: options.style)
    }

    /// The variants `record`, `check` and `gallery` cover for the screen at `index`: every one
    /// it declares, or just the chosen one when `--width` or `--style` is given.
    func variants(ofScreen index: Int) -> [PreviewVariant] {
        options.isVariantChosen ? [chosenVariant] : catalog.screens[index].variants
    }

    /// Which cases the screen at `index` reaches, reusing states already drawn; while one of
    /// its scenarios timed out, no case is called uncovered (that state may be any of them).
    func coverage(ofScreen index: Int) async -> ScreenCoverage {
        let screen = catalog.screens[index]
        var cases: [String?] = []
        var someTimedOut = false
        for state in screen.stateNames.indices {
            let reached = await reached(Selection.Item(screen: index, state: state))
            cases.append(reached.caseName)
            someTimedOut = someTimedOut || reached.timedOut != nil
        }
        return screen.coverage(reaching: cases, someStatesUnresolved: someTimedOut)
    }

    /// The snapshot key of `item` at the chosen width and style.
    func key(_ item: Selection.Item) -> SnapshotKey {
        key(item, in: chosenVariant)
    }

    /// The snapshot keys of `item` in the variants ``variants(ofScreen:)`` gives, in that
    /// order: taken from ``allKeys``, so no key is made twice in one command.
    func keys(of item: Selection.Item) -> ArraySlice<SnapshotKey> {
        let count = variants(ofScreen: item.screen).count
        let start = firstKeyIndex[item.screen] + item.state * count
        return allKeys[start..<(start + count)]
    }

    /// Where each screen's keys start in ``allKeys``.
    private lazy var firstKeyIndex: [Int] = {
        var starts: [Int] = []
        var start = 0
        for screen in catalog.screens.indices {
            starts.append(start)
            start += catalog.screens[screen].stateNames.count * variants(ofScreen: screen).count
        }
        return starts
    }()

    /// The snapshot key of `item` in `variant`.
    func key(_ item: Selection.Item, in variant: PreviewVariant) -> SnapshotKey {
        let screen = catalog.screens[item.screen]
        return SnapshotKey(screen: screen.name, state: screen.stateNames[item.state], variant: variant)
    }

    /// Every key the whole catalog produces, in every variant `record` and `check` cover; made
    /// once per command.
    private(set) lazy var allKeys: [SnapshotKey] = {
        catalog.screens.enumerated().flatMap { screen in
            screen.element.stateNames.indices.flatMap { state in
                variants(ofScreen: screen.offset).map { key(Selection.Item(screen: screen.offset, state: state), in: $0) }
            }
        }
    }()
}
