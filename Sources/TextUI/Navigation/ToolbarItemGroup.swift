/// Several items with one placement: each view in the group becomes an item of its own, in the
/// order written.
///
/// ```swift
/// Text("Photo").toolbar {
///     ToolbarItemGroup(placement: .bottomBar) {
///         Button("Share") {}
///         Spacer()
///         Button("Delete") {}
///     }
/// }.render(width: 20)
/// ```
/// ```text
///        Photo
/// ────────────────────
/// Share         Delete
/// ```
///
/// SwiftUI: struct ToolbarItemGroup<Content> where Content : View
public struct ToolbarItemGroup<Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items with one placement (the trailing end of the navigation bar by default).
    ///
    /// SwiftUI: ToolbarItemGroup.init(placement:content:)
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
    func makeEntries(_ context: RenderContext) -> [ToolbarEntry] {
        content.makeNodes(context.with(\.stackAxis, .horizontal)).map { ToolbarEntry(placement: placement, node: $0) }
    }
}
