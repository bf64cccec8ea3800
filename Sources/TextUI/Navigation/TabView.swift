/// Screens behind a tab bar: the selected tab's content, then the tab bar at the bottom with
/// each tab's ``View/tabItem(_:)`` label. The rule above the bar is heavy over the selected tab.
///
/// ```swift
/// TabView(selection: .constant(1)) {
///     Text("ホーム画面").tabItem { Label("ホーム", systemImage: "house") }.tag(0)
///     Text("設定画面").tabItem { Label("設定", systemImage: "gearshape") }.tag(1)
/// }.render(width: 20)
/// ```
/// ```text
/// 設定画面
/// ──────────━━━━━━━━━━
///  ⌂ ホーム   ⚙ 設定
/// ```
/// When a tab's title does not fit beside its symbol in its share of the width, the bar takes
/// two rows, as a phone puts each title under its symbol: the symbols, then the titles, each
/// cut to its column (when every tab has a symbol TextUI draws as a glyph; otherwise the
/// titles alone, cut). Too narrow for a letter and `…` under each symbol, the symbols alone.
/// The selected tab is the one whose `tag` equals the selection; tabs without tags are tagged
/// by their position. Given a height, the content takes every row above the bar, so the bar
/// sits at the bottom of the screen.
///
/// SwiftUI: struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: SelectionValue?
    let content: Content

    /// Tabs, the one whose tag equals `selection` shown (the first when `selection` is `nil`).
    ///
    /// SwiftUI: TabView.init(selection: Binding<SelectionValue>?, content: () -> Content)
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, tabs: content)
    }

    init(selection: Binding<SelectionValue>?, tabs content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("TabView has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let tabs = content.makeNodes(context.presented).map { node in
            node as? TabItemNode ?? TabItemNode(content: node, label: nil, tag: (node as? TagNode)?.tag)
        }
        let wanted = selection.map { AnyHashable($0) }
        let selected = tabs.firstIndex { $0.tag != nil && $0.tag == wanted }
            ?? tabs.indices.first { tabs[$0].tag == nil && AnyHashable($0) == wanted }
            ?? 0
        let node = TabViewNode(tabs: tabs, selected: selected, pages: context.navigation.tabPages, style: context.style)
        node.language = SystemLanguage(context.environment.locale)
        return node
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs with the first one selected.
    ///
    /// SwiftUI: TabView.init(content: () -> Content) where SelectionValue == Int
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: .constant(0), content: content)
    }
}

final class TabViewNode: LayoutNode {
    let tabs: [TabItemNode]
    let selected: Int
    /// Set by `tabViewStyle(.page)`: pages with a row of dots (or nothing) in place of a tab bar.
    let pages: PageTabViewStyle?
    let style: RenderStyle
    /// The language its page dots are read in.
    var language = SystemLanguage.english

    init(tabs: [TabItemNode], selected: Int, pages: PageTabViewStyle? = nil, style: RenderStyle) {
        self.tabs = tabs
        self.selected = selected
        self.pages = pages
        self.style = style
    }

    var fillsWidth: Bool { true }
    var fillsHeight: Bool { true }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    /// The points of height a phone's tab bar takes above the home indicator.
    static let phoneTabBarHeight = 49.0

    /// The shown tab is proposed the room less a phone's tab bar; pages (`.page`) draw their
    /// dots over the content, so a page is proposed all of it.
    func offerPhoneHeight(_ points: Double) {
        guard tabs.indices.contains(selected) else { return }
        let bar = pages != nil || hidesTabBar ? 0 : Self.phoneTabBarHeight
        tabs[selected].content.offerPhoneHeight(points - bar)
    }

    func draw(width: Int) -> [Line] {
        guard tabs.indices.contains(selected) else { return tabBar(width: width) }
        return shownContent.draw(width: width) + tabBar(width: width)
    }

    func draw(width: Int, height: Int) -> [Line] {
        let bar = tabBar(width: width)
        guard tabs.indices.contains(selected) else { return bar.fitted(toHeight: height) }
        let room = max(0, height - bar.count)
        return Array((shownContent.draw(width: width, height: room) + bar).suffix(max(0, height)))
    }

    /// The selected tab's content; a page (`tabViewStyle(.page)`) across the whole width,
    /// centered as SwiftUI centers a page narrower than the tab view.
    private var shownContent: any LayoutNode {
        guard pages != nil else { return tabs[selected].content }
        let frame = FrameNode(child: tabs[selected].content, alignment: .top)
        frame.maxWidth = .max
        if frame.child.fillsHeight { frame.maxHeight = .max }
        return frame
    }

    /// The rule (heavy over the selected tab) and one row of labels, in equal cells — or, when
    /// the titles do not fit beside the symbols, a row of symbols and a row of titles; nothing
    /// when the shown screen hid the tab bar.
    private func tabBar(width: Int) -> [Line] {
        guard !tabs.isEmpty, width > 0, !hidesTabBar else { return [] }
        if let pages { return pages.showsIndex(pageCount: tabs.count) ? [pageDots(width: width)] : [] }
        var rule = Line.empty
        var labels = Line.empty
        var titles = Line.empty
        let cells = tabs.indices.map { width / tabs.count + ($0 < width % tabs.count ? 1 : 0) }
        // When a title does not fit beside its symbol, symbols on one row and titles under them
        // (too narrow for a letter and `…` in each column, the symbols alone).
        let symbolsOnly = tabs.allSatisfy(\.hasGlyphSymbol) && zip(tabs, cells).contains { !$0.labelFits(width: $1) }
        let stacked = symbolsOnly && cells.allSatisfy { $0 >= 3 }
        for (index, tab) in tabs.enumerated() {
            rule.append(.repeating(index == selected ? style.heavyRule : style.horizontalRule, width: cells[index]))
            labels.append(tab.labelLine(width: cells[index], symbolOnly: symbolsOnly).aligned(.center, in: cells[index]))
            if stacked { titles.append(tab.titleLine(width: cells[index], ellipsis: style.ellipsis).aligned(.center, in: cells[index])) }
        }
        return stacked ? [rule, labels, titles] : [rule, labels]
    }
}

extension TabViewNode {
    /// Whether the selected tab's screen said `toolbar(.hidden, for: .tabBar)`.
    var hidesTabBar: Bool {
        guard tabs.indices.contains(selected) else { return false }
        var node: any LayoutNode = tabs[selected].content
        while true {
            switch node {
            case let screen as ScreenNode: return screen.bar.isTabBarHidden
            case let tagged as TagNode: node = tagged.child
            case let wrapper as AccessibilityNode: node = wrapper.content
            default: return false
            }
        }
    }
}

extension TabViewNode {
    /// One dot per page, the shown one filled, centered.
    func pageDots(width: Int) -> Line {
        let dots = tabs.indices.map { $0 == selected ? (style == .unicode ? "●" : "*") : (style == .unicode ? "○" : "o") }
        return Line.singleLine(dots.joined(separator: " ")).truncated(to: width).aligned(.center, in: width)
    }
}
