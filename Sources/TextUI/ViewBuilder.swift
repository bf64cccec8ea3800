/// Builds views from a closure the way SwiftUI's `@ViewBuilder` does: several statements,
/// `if` / `else`, `if let`, `switch`, and `ForEach` for repeated content (no `for` loops,
/// as in SwiftUI).
///
/// SwiftUI: @resultBuilder struct ViewBuilder (an enum here: it is never made, only its
/// functions are called)
@resultBuilder
public enum ViewBuilder {
    /// An empty block: nothing.
    ///
    /// SwiftUI: static func buildBlock() -> EmptyView
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: that view.
    ///
    /// SwiftUI: static func buildBlock<Content>(_ content: Content) -> Content where Content : View
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views, each one laid out by the stack or list around them.
    ///
    /// SwiftUI: static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View
    /// (TextUI's `TupleView` is generic over the views themselves, not over a tuple of them)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// An `if` without `else`, or an `if let`: the view when the condition holds, else nothing.
    ///
    /// SwiftUI: static func buildIf<Content>(_ content: Content?) -> Content? where Content : View
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of an `if` / `else`, or a `switch` case.
    ///
    /// SwiftUI: static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .first(first))
    }

    /// The `else` branch of an `if` / `else`, or a later `switch` case.
    ///
    /// SwiftUI: static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .second(second))
    }

    /// An `if #available` branch: the view as it is.
    ///
    /// SwiftUI: static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View
    /// (here it returns the view itself, which draws the same)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

/// A view that shows nothing and takes no room.
///
/// ```swift
/// VStack {
///     Text("上")
///     EmptyView()
///     Text("下")
/// }
/// ```
/// ```text
/// 上
/// 下
/// ```
///
/// SwiftUI: @frozen struct EmptyView
public struct EmptyView: Sendable {
    /// SwiftUI: EmptyView.init()
    public init() {}
}

// The conformance sits in an extension so that the type itself is not main-actor isolated:
// the builder's functions, nonisolated as SwiftUI's, make these views anywhere.
extension EmptyView: View, MultiView {
    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("EmptyView has no body") }
    func makeNodes(_ context: RenderContext) -> [any LayoutNode] { [] }
}

/// Several views side by side in a builder block; a stack lays out each one.
///
/// SwiftUI: @frozen struct TupleView<T> (generic over a tuple there, over the views here: written
/// by the builder, never by hand, so a screen spells neither)
public struct TupleView<each Content: View> {
    let content: (repeat each Content)

    /// SwiftUI: TupleView.init(_:)
    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }
}

extension TupleView: View, MultiView {
    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("TupleView has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        var nodes: [any LayoutNode] = []
        for view in repeat each content {
            nodes.append(contentsOf: view.makeNodes(context))
        }
        return nodes
    }
}

/// One of two views, chosen by an `if` / `else` or a `switch` in a builder.
///
/// SwiftUI: @frozen struct _ConditionalContent<TrueContent, FalseContent> (named without the
/// underscore here; only the builder names it)
public struct ConditionalContent<First: View, Second: View> {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }
}

extension ConditionalContent: View, MultiView {
    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("ConditionalContent has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        switch storage {
        case .first(let view): view.makeNodes(context)
        case .second(let view): view.makeNodes(context)
        }
    }
}

/// A view that is there or not, from an `if` without `else` or an `if let` in a tab builder.
///
/// TextUI only: a tab builder's optional tab; a view builder returns the `Optional` itself, as
/// SwiftUI's does.
public struct OptionalContent<Wrapped: View> {
    let content: Wrapped?

    init(content: Wrapped?) {
        self.content = content
    }
}

extension OptionalContent: View, MultiView {
    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("OptionalContent has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        content?.makeNodes(context) ?? []
    }
}
