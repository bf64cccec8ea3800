/// Builds views from a closure the way SwiftUI's `@ViewBuilder` does: several statements,
/// `if` / `else`, `if let`, `switch`, and `ForEach` for repeated content (no `for` loops,
/// as in SwiftUI).
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> OptionalContent<Content> {
        OptionalContent(content: content)
    }

    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .first(first))
    }

    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .second(second))
    }

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
public struct EmptyView: Sendable {
    public init() {}
}

// The conformance sits in an extension so that the type itself is not main-actor isolated:
// the builder's functions, nonisolated as SwiftUI's, make these views anywhere.
extension EmptyView: View, MultiView {
    public var body: Never { fatalError("EmptyView has no body") }
    func makeNodes(_ context: RenderContext) -> [any LayoutNode] { [] }
}

/// Several views side by side in a builder block; a stack lays out each one.
public struct TupleView<each Content: View> {
    let content: (repeat each Content)

    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }
}

extension TupleView: View, MultiView {
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
    public var body: Never { fatalError("ConditionalContent has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        switch storage {
        case .first(let view): view.makeNodes(context)
        case .second(let view): view.makeNodes(context)
        }
    }
}

/// A view that is there or not, from an `if` without `else` or an `if let` in a builder.
public struct OptionalContent<Wrapped: View> {
    let content: Wrapped?

    init(content: Wrapped?) {
        self.content = content
    }
}

extension OptionalContent: View, MultiView {
    public var body: Never { fatalError("OptionalContent has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        content?.makeNodes(context) ?? []
    }
}
