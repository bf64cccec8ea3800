import PreviewCatalog
/// `preview gallery [filter] --out DIR`: writes `DIR/index.html`, one self-contained page with
/// every picked screen state in every variant its screen declares, as a card (see
/// ``GalleryPage``). Exits 0, or 1 when the page cannot be written or a scenario timed out (its
/// state gets no card, and its ``ScenarioTimeout`` message goes to standard error).
///
/// ```text
/// $ swift run preview gallery --out .build/gallery
/// gallery: 60 cards of 4 screens in .build/gallery/index.html
/// ```
enum GalleryCommand {
    @MainActor
    static func run(_ context: CommandContext) async -> Int32 {
        let items = context.shardItems
        var seen: Set<Int> = []
        var screens: [GalleryScreen] = []
        var timeouts: [ScenarioTimeout] = []
        for screenIndex in items.map(\.screen) where seen.insert(screenIndex).inserted {
            let screen = context.catalog.screens[screenIndex]
            let coverage = await context.coverage(ofScreen: screenIndex)
            var cards: [GalleryCard] = []
            for item in items where item.screen == screenIndex {
                if let timedOut = await context.reached(item).timedOut {
                    timeouts.append(timedOut)
                    continue
                }
                for variant in context.variants(ofScreen: screenIndex) {
                    let rendered = await context.rendered(item, in: variant)
                    cards.append(GalleryCard(
                        screen: screen.name, state: rendered.state, variant: variant.name,
                        caseName: rendered.caseName, rendered: rendered.text
                    ))
                }
            }
            screens.append(GalleryScreen(
                name: screen.name, coverage: coverage.summary,
                isCovered: coverage.cases == nil ? nil : coverage.isComplete, cards: cards
            ))
        }
        let cardCount = screens.reduce(0) { $0 + $1.cards.count }
        let summary = "\(screens.count) \(screens.count == 1 ? "screen" : "screens"), \(cardCount) \(cardCount == 1 ? "card" : "cards")"
        let html = GalleryPage.document(title: "\(context.environment.commandName) gallery", summary: summary, screens: screens)
        defer { for timeout in timeouts { context.console.errorOutput("error: \(timeout.description)") } }
        guard let path = PageWriter.write(html, context: context) else { return 1 }
        context.console.output("gallery: \(cardCount) \(cardCount == 1 ? "card" : "cards") of \(screens.count) \(screens.count == 1 ? "screen" : "screens") in \(path)")
        return timeouts.isEmpty ? 0 : 1
    }
}
