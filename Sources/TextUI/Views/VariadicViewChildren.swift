/// The children of a `_VariadicView.Tree`'s content, in the order written: each a view, with an
/// `id` that tells it from its siblings (its place among them). As a view, the children are
/// laid out one after another.
///
/// SwiftUI: struct _VariadicView_Children
public struct _VariadicView_Children: View, MultiView, RandomAccessCollection {
    /// One child.
    ///
    /// SwiftUI: struct _VariadicView_Children.Element
    public struct Element: View, PrimitiveView, Identifiable {
        let node: any LayoutNode
        let index: Int

        /// What tells this child from its siblings.
        ///
        /// SwiftUI: var id: AnyHashable { get }
        public nonisolated var id: AnyHashable { AnyHashable(index) }

        /// TextUI only: a view TextUI draws itself has no body.
        public var body: Never { fatalError("_VariadicView_Children.Element has no body") }

        func makeNode(_ context: RenderContext) -> any LayoutNode { node }
    }

    let elements: [Element]

    init(_ nodes: [any LayoutNode]) {
        elements = nodes.enumerated().map { Element(node: $1, index: $0) }
    }

    /// SwiftUI: var startIndex: Int { get }
    public nonisolated var startIndex: Int { 0 }
    /// SwiftUI: var endIndex: Int { get }
    public nonisolated var endIndex: Int { elements.count }
    /// SwiftUI: subscript(index: Int) -> _VariadicView_Children.Element { get }
    public nonisolated subscript(index: Int) -> Element { elements[index] }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("_VariadicView_Children has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] { elements.map(\.node) }
}
