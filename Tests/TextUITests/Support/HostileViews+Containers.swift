import Foundation
import TextUI

/// Stacks, lists, grids, scroll views, navigation and tabs, with hostile spacing, spans and
/// shapes (an empty set of grid rows, a span of `Int.max`, a path deeper than 64 screens).
extension HostileViews {
    mutating func container(depth: Int) -> AnyView {
        let items = children(depth: depth)
        let content = ForEach(items.indices, id: \.self) { items[$0] }
        switch random.int(0...15) {
        case 0: return AnyView(VStack(alignment: random.pick([.leading, .center, .trailing]), spacing: optionalSize()) { content })
        case 1: return AnyView(HStack(alignment: random.pick([.top, .center, .bottom]), spacing: optionalSize()) { content })
        case 2: return AnyView(ZStack(alignment: random.pick([.center, .topLeading, .bottomTrailing])) { content })
        case 3: return AnyView(List { content })
        case 4:
            let (header, footer) = (string(), string())
            return AnyView(List { Section { content } header: { Text(header) } footer: { Text(footer) } }.listStyle(.insetGrouped))
        case 5: return AnyView(Form { Section(string()) { content } })
        case 6: return AnyView(ScrollView(random.chance(50) ? .vertical : .horizontal) { content })
        case 7: return AnyView(LazyVStack(spacing: optionalSize()) { content })
        case 8: return AnyView(LazyHStack(spacing: optionalSize()) { content })
        case 9:
            let spans = items.map { _ in int() }
            return AnyView(Grid(horizontalSpacing: optionalSize(), verticalSpacing: optionalSize()) {
                GridRow { ForEach(items.indices, id: \.self) { items[$0].gridCellColumns(spans[$0]) } }
                Divider()
                GridRow { Text(string()); Text(string()) }
            })
        case 10:
            let columns = (0..<random.int(0...3)).map { _ in gridItem() }
            return AnyView(LazyVGrid(columns: columns, spacing: optionalSize()) { content })
        case 11:
            let rows = (0..<random.int(0...3)).map { _ in gridItem() }
            return AnyView(LazyHGrid(rows: rows, spacing: optionalSize()) { content })
        case 12: return AnyView(GroupBox(string()) { content })
        case 13: return AnyView(DisclosureGroup(string(), isExpanded: .constant(random.chance(50))) { content })
        case 14: return AnyView(ViewThatFits { content; Text(string()) })
        default: return AnyView(Group { content })
        }
    }

    mutating func gridItem() -> GridItem {
        switch random.int(0...2) {
        case 0: return GridItem(.fixed(size()), spacing: optionalSize())
        case 1: return GridItem(.flexible(minimum: size(), maximum: size()))
        default: return GridItem(.adaptive(minimum: size(), maximum: size()))
        }
    }

    /// Navigation stacks (with a path up to 100 screens deep), split views and tab views.
    mutating func navigation(depth: Int) -> AnyView {
        let root = view(depth: depth)
        let (title, item) = (string(), string())
        switch random.int(0...3) {
        case 0:
            let path = Array(0..<random.pick([0, 1, 3, 64, 65, 100]))
            let screens = (0..<3).map { _ in string() }
            return AnyView(NavigationStack(path: .constant(path)) {
                root.navigationTitle(title)
                    .navigationDestination(for: Int.self) { Text("\(screens[$0 % 3]) \($0)").navigationTitle(screens[($0 + 1) % 3]) }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button(item) {} }
                        ToolbarItem(placement: .topBarTrailing) { Button(title) {} }
                        ToolbarItem(placement: .bottomBar) { Text(item) }
                    }
            })
        case 1:
            let detail = view(depth: depth)
            return AnyView(NavigationSplitView { root.navigationTitle(title) } detail: { detail })
        case 2:
            let tabs = children(depth: depth)
            let labels = tabs.map { _ in (string(), symbol(), int()) }
            return AnyView(TabView(selection: .constant(int())) {
                ForEach(tabs.indices, id: \.self) { index in
                    tabs[index].tabItem { Label(labels[index].0, systemImage: labels[index].1) }.tag(index).badge(labels[index].2)
                }
            })
        default:
            return AnyView(NavigationStack { root.navigationTitle(title).searchable(text: .constant(item), prompt: title) })
        }
    }
}
