/// Several views kept together without a stack of their own: they take part in the enclosing
/// stack as if written there, and a modifier on the group reaches all of them.
///
/// ```swift
/// VStack {
///     Group {
///         Text("一")
///         Text("二")
///     }
/// }
/// ```
/// ```text
/// 一
/// 二
/// ```
///
/// SwiftUI: struct Group<Content>
public struct Group<Content: View>: View, MultiView {
    let content: Content

    /// SwiftUI: Group.init(content:) (where Content : View)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("Group has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        content.makeNodes(context)
    }
}
