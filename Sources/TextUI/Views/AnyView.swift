/// A view whose type is hidden, for when the type depends on data known only at run time.
///
/// ```swift
/// let views: [AnyView] = [AnyView(Text("一")), AnyView(Divider())]
/// VStack { ForEach(views.indices, id: \.self) { views[$0] } }.render(width: 4)
/// ```
/// ```text
///  一
/// ────
/// ```
///
/// SwiftUI: @frozen struct AnyView
public struct AnyView: View, MultiView {
    private let makeContent: (RenderContext) -> [any LayoutNode]

    /// SwiftUI: AnyView.init<V>(_ view: V) where V : View
    public init<Content: View>(_ content: Content) {
        self.makeContent = { content.makeNodes($0) }
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("AnyView has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        makeContent(context)
    }
}
