/// A view with a modifier applied that changes how it is laid out or drawn (`padding`,
/// `frame`, `border`, `overlay`, `alert` …). You get one from a modifier; you do not build
/// it yourself.
public struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let modify: (Content, RenderContext) -> any LayoutNode

    init(_ content: Content, modify: @escaping (Content, RenderContext) -> any LayoutNode) {
        self.content = content
        self.modify = modify
    }

    public var body: Never { fatalError("ModifiedView has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        modify(content, context)
    }
}

/// A view whose descendants read a changed setting (`lineLimit`, `multilineTextAlignment`).
/// Several views stay several: a setting on a `ForEach` reaches each row, and the rows stay
/// rows of the enclosing stack or list.
public struct EnvironmentModifiedView<Content: View>: View, MultiView {
    let content: Content
    let update: (inout RenderContext) -> Void

    init(_ content: Content, update: @escaping (inout RenderContext) -> Void) {
        self.content = content
        self.update = update
    }

    public var body: Never { fatalError("EnvironmentModifiedView has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        var context = context
        update(&context)
        return content.makeNodes(context)
    }
}
