import PreviewCatalog
/// Which screen states the filters pick from the catalog, in catalog order.
///
/// | filter | picks |
/// | --- | --- |
/// | none | everything |
/// | `Login` | every state of the screen named exactly `Login` |
/// | `Login/wrong password` | that one state (names may hold `/`: the filter is compared with the whole `screen/state`) |
/// | `Log*`, `*/error`, `Login/[ew]*` | a ``Glob``: before the first `/` it matches screen names, after it state names; with no `/`, every state of the matching screens |
/// | `Login Main`, `Login 'Order*'` | several filters: every state any of them picks, once each, in catalog order |
///
/// Exact names win over glob readings, so a state named `what?` is found by its name. A name
/// that matches nothing is an error that suggests the nearest name; with several filters, each
/// is checked, and the first that picks nothing is the error.
package struct Selection: Sendable, Equatable {
    /// One screen state, by position in the catalog.
    package struct Item: Sendable, Hashable {
        package let screen: Int
        package let state: Int
    }

    package let items: [Item]
    /// The filters as given, each read once, kept to select orphaned files the same way;
    /// empty for everything.
    package let filters: [SelectionFilter]

    /// The screens with at least one picked state, in catalog order.
    package var screens: [Int] {
        var seen: Set<Int> = []
        return items.map(\.screen).filter { seen.insert($0).inserted }
    }

    /// Picks from `catalog` the states any of `filters` picks (everything when there are none);
    /// `commands` are offered when a typo is nearer a command.
    ///
    /// ```swift
    /// try Selection(["Login", "Order*"], in: catalog).items   // Login's states, then Orders' and OrderDetail's
    /// ```
    package init(_ filters: [String], in catalog: Catalog, commands: [String] = []) throws(UsageError) {
        let filters = filters.map(SelectionFilter.init)
        self.filters = filters
        let all = catalog.screens.enumerated().flatMap { screen in
            screen.element.stateNames.indices.map { Item(screen: screen.offset, state: $0) }
        }
        guard !filters.isEmpty else {
            items = all
            return
        }
        var picked: Set<Item> = []
        // Only a first word can be a misspelt command.
        for (index, filter) in filters.enumerated() {
            picked.formUnion(try Self.items(picking: filter, from: all, in: catalog, commands: index == 0 ? commands : []))
        }
        items = all.filter(picked.contains)
    }

    /// The states one filter picks; throws when it picks none.
    private static func items(picking compiled: SelectionFilter, from all: [Item], in catalog: Catalog, commands: [String]) throws(UsageError) -> [Item] {
        let filter = compiled.text
        let names = catalog.screens.map(\.name)
        let stateName = { (item: Item) in catalog.screens[item.screen].stateNames[item.state] }
        let exact = all.filter { compiled.names(screen: names[$0.screen], state: stateName($0)) }
        if !exact.isEmpty { return exact }
        if compiled.isPattern {
            let matching = all.filter { compiled.picks(screen: names[$0.screen], state: stateName($0)) }
            if matching.isEmpty { throw .noMatch(pattern: filter) }
            return matching
        }
        if let screen = screen(prefixing: filter, names: names) {
            let state = String(filter.dropFirst(names[screen].count + 1))
            let states = catalog.screens[screen].stateNames
            throw .unknownState(screen: names[screen], state: state, suggestion: NearestName.to(state, among: states))
        }
        throw unknownName(filter, screens: names, commands: commands)
    }

    /// Whether any filter picks the screen state named `screen`/`state` (every one, without
    /// filters): how orphaned files are picked.
    package func picks(screen: String, state: String) -> Bool {
        filters.isEmpty || filters.contains { $0.picks(screen: screen, state: state) }
    }

    private static func screen(prefixing filter: String, names: [String]) -> Int? {
        names.indices
            .filter { filter.hasPrefix(names[$0] + "/") }
            .max { names[$0].count < names[$1].count }
    }

    private static func unknownName(_ filter: String, screens: [String], commands: [String]) -> UsageError {
        let typedScreen = filter.split(separator: "/", maxSplits: 1).first.map(String.init) ?? filter
        if !filter.contains("/"), let command = NearestName.to(filter, among: commands),
           NearestName.to(filter, among: screens) == nil {
            return .unknownCommand(filter, suggestion: command)
        }
        return .unknownScreen(typedScreen, suggestion: NearestName.to(typedScreen, among: screens))
    }
}
