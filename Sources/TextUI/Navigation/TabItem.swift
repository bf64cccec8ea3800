extension View {
    /// The label this view shows in the tab bar of the `TabView` it is a tab of (see
    /// ``TabView``). Outside a `TabView` the label is not drawn.
    ///
    /// ```swift
    /// TabView {
    ///     Text("一覧").tabItem { Label("注文", systemImage: "list.bullet") }.badge(2)
    /// }.render(width: 12)
    /// ```
    /// ```text
    /// 一覧
    /// ━━━━━━━━━━━━
    ///  ☰ 注文(2)
    /// ```
    ///
    /// SwiftUI: func tabItem<V>(_ label: () -> V) -> some View where V : View
    public func tabItem<TabLabel: View>(@ViewBuilder _ label: () -> TabLabel) -> some View {
        let label = label()
        return ModifiedView(self) { content, context in
            let node = content.makeNode(context)
            return TabItemNode(
                content: (node as? TagNode)?.child ?? node,
                label: label.makeNode(context.with(\.lineLimit, 1).with(\.drawsPlainButtons, true)),
                tag: (node as? TagNode)?.tag
            )
        }
    }

    /// Names this view for a selection: the tab a `TabView(selection:)` shows is the one whose
    /// tag equals the selection. It changes nothing in the drawing.
    ///
    /// ```swift
    /// Text("設定").tag("settings")
    /// ```
    /// ```text
    /// 設定
    /// ```
    /// (`includeOptional` is accepted: an optional selection finds the tag either way.)
    ///
    /// SwiftUI: func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable
    public func tag<Value: Hashable>(_ tag: Value, includeOptional: Bool = true) -> some View {
        ModifiedView(self) { content, context in
            let node = content.makeNode(context)
            if let tab = node as? TabItemNode {
                tab.tag = AnyHashable(tag)
                return tab
            }
            return TagNode(child: node, tag: AnyHashable(tag))
        }
    }
}

/// A tab of a `TabView`: its content, its label in the bar, its tag and badge.
final class TabItemNode: LayoutNode {
    let content: any LayoutNode
    let label: (any LayoutNode)?
    var tag: AnyHashable?
    var badge: String?

    init(content: any LayoutNode, label: (any LayoutNode)?, tag: AnyHashable?) {
        self.content = content
        self.label = label
        self.tag = tag
    }

    var fillsWidth: Bool { content.fillsWidth }
    var fillsHeight: Bool { content.fillsHeight }
    func offerPhoneHeight(_ points: Double) { content.offerPhoneHeight(points) }
    func measure(proposedWidth: Int) -> Int { content.measure(proposedWidth: proposedWidth) }
    func draw(width: Int) -> [Line] { content.draw(width: width) }
    func draw(width: Int, height: Int) -> [Line] { content.draw(width: width, height: height) }

    /// The label (and badge) on one row of at most `width` columns; with `symbolOnly`, a
    /// `Label` shows its symbol alone. A `Label` too wide for the row whose symbol has no glyph
    /// shows its title alone.
    func labelLine(width: Int, symbolOnly: Bool = false) -> Line {
        let mark = badge.map { Line.singleLine("(\($0))") } ?? .empty
        let room = max(0, width - mark.width)
        let titleOnly = !symbolOnly && !hasGlyphSymbol && !labelFits(width: width) ? title : nil
        let shown = symbolOnly ? symbol ?? label : titleOnly ?? label
        let text = shown.flatMap { $0.draw(width: $0.measure(proposedWidth: room)).first } ?? .empty
        return (text.truncated(to: room) + mark).truncated(to: width)
    }

    /// The label's title alone, whole when it fits `width` columns, else cut with `…`: the second row of a bar too
    /// narrow for titles beside their symbols, as a phone puts each title under its symbol.
    func titleLine(width: Int, ellipsis: String) -> Line {
        guard let title, width > 0 else { return .empty }
        let text = title.draw(width: title.measure(proposedWidth: .max / 2)).first ?? .empty
        // A cut title leaves a column free, so it does not run into the next.
        return text.width > width ? text.truncated(to: width - 1, ellipsis: ellipsis) : text
    }

    /// Whether the whole label (and badge) fits in `width` columns.
    func labelFits(width: Int) -> Bool {
        let mark = badge.map { Line.singleLine("(\($0))") } ?? .empty
        return (label?.measure(proposedWidth: width + 1) ?? 0) + mark.width <= width
    }

    /// Whether the label has a symbol drawn as a glyph (not a name TextUI has no glyph for,
    /// which reads worse than the title).
    var hasGlyphSymbol: Bool {
        guard let symbol else { return false }
        return symbol.measure(proposedWidth: 4) <= 3
    }

    /// A `Label`'s title, drawn alone when the label does not fit and its symbol has no glyph.
    private var title: (any LayoutNode)? {
        let drawn = (label as? AccessibilityNode)?.content ?? label
        guard let stack = drawn as? HStackNode, stack.children.count == 2 else { return nil }
        return stack.children[1]
    }

    /// A `Label`'s symbol, drawn alone when the bar is too narrow for the titles.
    private var symbol: (any LayoutNode)? {
        // A `Label` is its symbol and title in a row, wrapped in the element a screen reader reads.
        let drawn = (label as? AccessibilityNode)?.content ?? label
        guard let stack = drawn as? HStackNode, stack.children.count == 2 else { return nil }
        return stack.children[0]
    }
}

/// A view with a tag; drawn as the view itself.
final class TagNode: LayoutNode {
    let child: any LayoutNode
    let tag: AnyHashable

    init(child: any LayoutNode, tag: AnyHashable) {
        self.child = child
        self.tag = tag
    }

    var fillsWidth: Bool { child.fillsWidth }
    var fillsHeight: Bool { child.fillsHeight }
    var minimumWidth: Int { child.minimumWidth }
    func offerPhoneHeight(_ points: Double) { child.offerPhoneHeight(points) }
    func measure(proposedWidth: Int) -> Int { child.measure(proposedWidth: proposedWidth) }
    func draw(width: Int) -> [Line] { child.draw(width: width) }
    func draw(width: Int, height: Int) -> [Line] { child.draw(width: width, height: height) }
}
