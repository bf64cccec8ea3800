/// Views drawn over one another, later ones on top, each placed by `alignment`.
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///     Text("..........\n..........")
///     Text("NEW")
/// }
/// ```
/// ```text
/// .......NEW
/// ..........
/// ```
/// Each row of a view on top hides what is under it up to its last visible character; a wide
/// character cut by its edge becomes a space.
///
/// SwiftUI: @frozen struct ZStack<Content> where Content : View
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// SwiftUI: ZStack.init(alignment:content:)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("ZStack has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        ZStackNode(children: content.makeNodes(context.with(\.stackAxis, .vertical)), alignment: alignment)
    }
}
