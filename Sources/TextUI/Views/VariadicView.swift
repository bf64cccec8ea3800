/// SwiftUI's underscored way to see a view's children one by one, which many apps use to put
/// something between them (a divider between the rows of a settings pane) or around each:
/// a root type whose `body(children:)` receives the children of `Tree`'s content as a
/// collection. iOS 18's `Group(subviews:)` is the public form of the same idea.
///
/// ```swift
/// struct Separated: _VariadicView_MultiViewRoot {
///     func body(children: _VariadicView.Children) -> some View {
///         ForEach(children) { child in
///             child
///             if child.id != children.last?.id { Divider() }
///         }
///     }
/// }
/// VStack { _VariadicView.Tree(Separated()) { Text("Git"); Text("Search") } }
/// ```
///
/// SwiftUI: enum _VariadicView
public enum _VariadicView {
    /// The content's children, laid out by `root`'s `body(children:)`: the children of a
    /// multi-view root take their places in the enclosing stack one by one, those of a unary
    /// root as one view.
    ///
    /// SwiftUI: struct _VariadicView.Tree<Root, Content> where Root : _VariadicView_Root
    public struct Tree<Root: _VariadicView_ViewRoot, Content: View>: View, MultiView {
        /// The root that lays the children out.
        ///
        /// SwiftUI: var root: Root
        public var root: Root
        /// The view whose children the root receives.
        ///
        /// SwiftUI: var content: Content
        public var content: Content

        /// A tree whose root lays out `content`'s children.
        ///
        /// SwiftUI: init(_ root: Root, @ViewBuilder content: () -> Content)
        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }

        /// TextUI only: a view TextUI draws itself has no body.
        public var body: Never { fatalError("_VariadicView.Tree has no body") }

        func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
            let children = Children(content.makeNodes(context))
            let laidOut = EnvironmentValues.with(context.environment) { root.body(children: children) }
            return Root.isUnary ? [laidOut.makeNode(context)] : laidOut.makeNodes(context)
        }
    }

    /// SwiftUI: typealias _VariadicView.Root = _VariadicView_Root
    public typealias Root = _VariadicView_Root
    /// SwiftUI: typealias _VariadicView.ViewRoot = _VariadicView_ViewRoot
    public typealias ViewRoot = _VariadicView_ViewRoot
    /// SwiftUI: typealias _VariadicView.MultiViewRoot = _VariadicView_MultiViewRoot
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot
    /// SwiftUI: typealias _VariadicView.UnaryViewRoot = _VariadicView_UnaryViewRoot
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    /// SwiftUI: typealias _VariadicView.Children = _VariadicView_Children
    public typealias Children = _VariadicView_Children
}

/// Something that receives a view's children.
///
/// SwiftUI: protocol _VariadicView_Root
public protocol _VariadicView_Root {
    /// Whether the children are laid out as one view rather than as siblings in the
    /// enclosing stack.
    ///
    /// TextUI only: SwiftUI tells the two kinds of root apart by their protocols; here each
    /// says which it is.
    static var isUnary: Bool { get }
}

/// A root that lays a view's children out in a view of its own.
///
/// Like a view, a root is isolated to the main actor: its `body(children:)` makes views.
///
/// SwiftUI: protocol _VariadicView_ViewRoot : _VariadicView_Root
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    /// The view the children are laid out in.
    ///
    /// SwiftUI: associatedtype Body : View
    associatedtype Body: View
    /// Lays the children out.
    ///
    /// SwiftUI: func body(children: _VariadicView.Children) -> Self.Body
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root whose children take their places in the enclosing stack one by one.
///
/// SwiftUI: protocol _VariadicView_MultiViewRoot : _VariadicView_ViewRoot
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

extension _VariadicView_MultiViewRoot {
    /// TextUI only: the children are siblings in the enclosing stack.
    nonisolated public static var isUnary: Bool { false }
}

/// A root whose children are laid out as one view.
///
/// SwiftUI: protocol _VariadicView_UnaryViewRoot : _VariadicView_ViewRoot
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

extension _VariadicView_UnaryViewRoot {
    /// TextUI only: the children are laid out as one view.
    nonisolated public static var isUnary: Bool { true }
}
