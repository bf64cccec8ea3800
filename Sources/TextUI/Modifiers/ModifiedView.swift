/// A view with a modifier applied that changes how it is laid out or drawn (`padding`,
/// `frame`, `border`, `overlay`, `alert` …). You get one from a modifier; you do not build
/// it yourself.
///
/// TextUI only: what TextUI's built-in modifiers return, where SwiftUI's return `some View`
/// (a `ModifiedContent` underneath); a screen never names it.
public struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let modify: (Content, RenderContext) -> any LayoutNode

    init(_ content: Content, modify: @escaping (Content, RenderContext) -> any LayoutNode) {
        self.content = content
        self.modify = modify
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("ModifiedView has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        modify(content, context)
    }
}

/// A view whose descendants read a changed setting (`lineLimit`, `multilineTextAlignment`).
/// Several views stay several: a setting on a `ForEach` reaches each row, and the rows stay
/// rows of the enclosing stack or list.
///
/// TextUI only: what TextUI's setting modifiers return, where SwiftUI's return `some View`; a
/// screen never names it.
public struct EnvironmentModifiedView<Content: View>: View, MultiView {
    let content: Content
    let update: (inout RenderContext) -> Void

    init(_ content: Content, update: @escaping (inout RenderContext) -> Void) {
        self.content = content
        self.update = update
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("EnvironmentModifiedView has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        var context = context
        update(&context)
        return content.makeNodes(context)
    }
}

/// A view with a modifier that acts on each of its content's views: a modifier on a `ForEach`
/// or a `Group` reaches each row, and the rows stay rows of the enclosing stack, aligned by it.
///
/// TextUI only: what TextUI's per-view layout modifiers (`padding`) return, where SwiftUI's
/// return `some View`; a screen never names it.
public struct EachChildModifiedView<Content: View>: View, MultiView {
    let content: Content
    let modify: (any LayoutNode, RenderContext) -> any LayoutNode

    init(_ content: Content, modify: @escaping (any LayoutNode, RenderContext) -> any LayoutNode) {
        self.content = content
        self.modify = modify
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("EachChildModifiedView has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        content.makeNodes(context).map { modify($0, context) }
    }
}
