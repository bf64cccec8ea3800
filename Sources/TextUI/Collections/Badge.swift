extension View {
    /// Shows a count at the trailing edge of a row, or beside a tab's title in a tab bar.
    /// Zero shows no badge, as in SwiftUI.
    ///
    /// ```swift
    /// Text("受信箱").badge(3).render(width: 14)
    /// ```
    /// ```text
    /// 受信箱     (3)
    /// ```
    ///
    /// SwiftUI: func badge(_ count: Int) -> some View
    public func badge(_ count: Int) -> some View {
        badgeLabel(count == 0 ? nil : String(count))
    }

    /// Shows a short label at the trailing edge of a row, or beside a tab's title; `nil` shows
    /// none.
    ///
    /// ```swift
    /// Text("お知らせ").badge("新着").render(width: 16)
    /// ```
    /// ```text
    /// お知らせ  (新着)
    /// ```
    ///
    /// SwiftUI: func badge<S>(_ label: S?) -> some View where S : StringProtocol
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badgeLabel(label.map { String($0) })
    }

    /// A badge made of a `Text`; `nil` shows none.
    ///
    /// ```swift
    /// Text("Updates").badge(Text("New")).render(width: 16)
    /// ```
    /// ```text
    /// Updates    (New)
    /// ```
    ///
    /// SwiftUI: func badge(_ label: Text?) -> some View
    public func badge(_ label: Text?) -> some View {
        ModifiedView(self) { content, context in
            badged(content.makeNode(context), label?.plainString(context), context)
        }
    }

    /// This view with a badge showing `label`, or as it is when `label` is `nil`.
    func badgeLabel(_ label: String?) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            badged(content.makeNode(context), label, context)
        }
    }
}

/// `node` with the badge `label`: beside a tab's title, or at the trailing edge of a row.
private func badged(_ node: any LayoutNode, _ label: String?, _ context: RenderContext) -> any LayoutNode {
    guard let label else { return node }
    if let tab = node as? TabItemNode {
        tab.badge = label
        return tab
    }
    let mark = TextNode("(\(label))", context: context.with(\.lineLimit, 1))
    if let link = node as? NavigationLinkNode { return link.badged(mark, text: label) }
    // The badge at the row's end: a row that fills the width (an HStack with a Spacer) takes
    // all the room but the badge's; sharing it with another spacer squeezed the row's text. In
    // a toolbar the count sits on its item (`↓(3)`), which keeps its own width.
    let spacer: [any LayoutNode] = node.fillsWidth || context.controls.isInToolbar ? [] : [SpacerNode(minLength: 0, axis: .horizontal)]
    let drawn = HStackNode(children: [node] + spacer + [mark], spacing: context.controls.isInToolbar ? 0 : 1, alignment: .top)
    let parts = AccessibilityTree.elements(of: node)
    guard parts.count == 1, var element = parts.first, element.value == nil else { return drawn }
    // A row of one element reads its badge as its value ("Inbox, 3"), as VoiceOver does.
    element.value = label
    return AccessibilityNode(drawn, shape: .element(element))
}
