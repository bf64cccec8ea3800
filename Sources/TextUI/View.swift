/// A piece of a text screen, written the way a SwiftUI view is written.
///
/// Compose views in `body`; TextUI lays them out at the width you render at.
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: some View {
///         VStack(alignment: .leading) {
///             Text("こんにちは、\(name)さん")
///             Button("Continue") {}
///         }
///     }
/// }
///
/// print(Greeting(name: "Taro").render(width: 24))
/// ```
/// ```text
/// こんにちは、Taroさん
/// [ Continue ]
/// ```
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// A view TextUI draws itself (Text, stacks, modifiers …) rather than through a `body`.
protocol PrimitiveView {
    func makeNode(_ context: RenderContext) -> any LayoutNode
}

/// A view that stands for several sibling views (a builder block, `if`, `ForEach`): a stack
/// lays out each of them as its own child.
protocol MultiView {
    func makeNodes(_ context: RenderContext) -> [any LayoutNode]
}

extension View {
    /// The children this view contributes to an enclosing stack.
    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        if let multi = self as? any MultiView { return multi.makeNodes(context) }
        if let primitive = self as? any PrimitiveView { return [primitive.makeNode(context)] }
        return body.makeNodes(context)
    }

    /// This view as one node: several children become a vertical stack, as at a screen's root.
    func makeNode(_ context: RenderContext) -> any LayoutNode {
        if let primitive = self as? any PrimitiveView, !(self is any MultiView) {
            return primitive.makeNode(context)
        }
        let nodes = makeNodes(context)
        return nodes.count == 1 ? nodes[0] : VStackNode(children: nodes, spacing: 0, alignment: .leading)
    }
}
