/// One item of a ``View/toolbar(content:)-(()->ToolbarContent)``, put where its
/// ``ToolbarItemPlacement`` says. Buttons in a bar draw as plain titles, as on a phone.
///
/// ```swift
/// Text("本文").toolbar {
///     ToolbarItem(placement: .topBarLeading) { Button("戻る") {} }
/// }.render(width: 16)
/// ```
/// ```text
/// 戻る
/// ━━━━━━━━━━━━━━━━
///       本文
/// ```
///
/// SwiftUI: struct ToolbarItem<ID, Content> where Content : View
public struct ToolbarItem<ID, Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem: PrimitiveToolbarContent {
    func makeEntries(_ context: RenderContext) -> [ToolbarEntry] {
        [ToolbarEntry(placement: placement, node: content.makeNode(context))]
    }
}

extension ToolbarItem where ID == () {
    /// An item with its placement (the trailing end of the navigation bar by default).
    ///
    /// SwiftUI: ToolbarItem.init(placement:content:)
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item a person could customize on an iPad or a Mac; `id` draws nothing.
    ///
    /// SwiftUI: ToolbarItem.init(id:placement:content:)
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// An item a person could customize; one not shown by default is still drawn, since text
    /// has no customization to add it back with.
    ///
    /// SwiftUI: ToolbarItem.init(id:placement:showsByDefault:content:)
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(id: id, placement: placement, content: content)
    }
}
