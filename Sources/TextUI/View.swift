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
///
/// Like SwiftUI's, the protocol is isolated to the main actor: a view, its `body` and its
/// rendering run there, so a `body` may read a `@MainActor` `@Observable` model directly.
///
/// SwiftUI: @MainActor @preconcurrency protocol View
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    ///
    /// SwiftUI: View.Body
    associatedtype Body: View

    /// The content of this view.
    ///
    /// SwiftUI: View.body
    @ViewBuilder var body: Body { get }

    /// How TextUI lays this view out. The default, for every view you write, lays out ``body``;
    /// TextUI's own views (`Text`, the stacks, the modifiers …) supply their own. You never
    /// implement or call it: use ``render(width:height:style:)``.
    ///
    /// It is a requirement rather than a run-time check (`view as? SomeKindOfView`) so that
    /// rendering never asks the run time which protocols a type conforms to: the first such
    /// question about each type searches every conformance the process has loaded, which made
    /// up a quarter of a `preview` run.
    static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs
}

/// What a view is laid out with (the style, the line limit …). Only TextUI can look inside;
/// it is public because ``View/_makeNodes(of:in:)`` names it.
public struct _ViewInputs {
    var context: RenderContext

    /// These inputs one level deeper, or `nil` past ``NestingLimit/levels``.
    func nested() -> _ViewInputs? {
        guard context.depth < NestingLimit.levels else { return nil }
        var inputs = self
        inputs.context.depth += 1
        return inputs
    }
}

/// The layout a view contributes to its parent. Only TextUI can look inside; it is public
/// because ``View/_makeNodes(of:in:)`` names it.
public struct _ViewOutputs {
    let nodes: [any LayoutNode]
}

extension View {
    /// Lays out ``body``: what every view not built into TextUI does. The view's environment
    /// is the current one while its `body` is read and while what it returns is laid out, so
    /// `@Environment` read in `body`, or in a closure `body` hands to a `ForEach`, sees what
    /// the view's ancestors set.
    public static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs {
        // A drawing laid out later (a GeometryReader's content) reads `body` outside the carried
        // view's scope: the carrier rides in the context, and the `@State` properties `body`
        // makes find it here.
        if let carrier = inputs.context.stateCarrier, StateCarrier.current !== carrier {
            return StateCarrier.$current.withValue(carrier) { _makeNodes(of: view, in: inputs) }
        }
        guard let inputs = inputs.nested() else { return _ViewOutputs(nodes: [NestingLimit.node(inputs.context)]) }
        return EnvironmentValues.with(inputs.context.environment) {
            Body._makeNodes(of: view.body, in: inputs)
        }
    }
}

extension Never: View {
    /// SwiftUI: Never.body (SwiftUI also makes `Never` a view, the body of views that have none)
    public var body: Never { fatalError("Never has no body") }
}

/// A view TextUI draws itself (Text, stacks, modifiers …) rather than through a `body`.
protocol PrimitiveView: View {
    func makeNode(_ context: RenderContext) -> any LayoutNode
}

extension PrimitiveView {
    /// The one node the view draws itself as.
    public static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: [view.makeNode(inputs.context)])
    }
}

/// A view that stands for several sibling views (a builder block, `if`, `ForEach`): a stack
/// lays out each of them as its own child.
protocol MultiView: View {
    func makeNodes(_ context: RenderContext) -> [any LayoutNode]
}

extension MultiView {
    /// Each of the sibling views' nodes.
    public static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(inputs.context))
    }
}

extension View {
    /// The children this view contributes to an enclosing stack; past ``NestingLimit/levels``,
    /// one line saying so instead.
    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        guard let inputs = _ViewInputs(context: context).nested() else { return [NestingLimit.node(context)] }
        return Self._makeNodes(of: self, in: inputs).nodes
    }

    /// This view as one node: several children become a vertical stack, as at a screen's root.
    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let nodes = makeNodes(context)
        return nodes.count == 1 ? nodes[0] : VStackNode(children: nodes, spacing: 0, alignment: .leading)
    }
}
