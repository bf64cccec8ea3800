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
    public func badge(_ count: Int) -> ModifiedView<Self> {
        badge(count == 0 ? nil : String(count))
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
    public func badge(_ label: String?) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            let node = content.makeNode(context)
            guard let label else { return node }
            if let tab = node as? TabItemNode {
                tab.badge = label
                return tab
            }
            let mark = TextNode("(\(label))", context: context.with(\.lineLimit, 1))
            return HStackNode(children: [node, SpacerNode(minLength: 0, axis: .horizontal), mark], spacing: 1, alignment: .top)
        }
    }
}
