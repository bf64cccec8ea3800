#if !canImport(UIKit)
/// A UIKit view placed in a SwiftUI screen (a text view, a map, a web view). TextUI draws no
/// UIKit views, and never makes the view: the representable keeps its place as one line, `⬚` and
/// the view's type, as a ``UIViewControllerRepresentable`` does. A ``WKWebView`` is the one view
/// made (and updated), so that its line can name the page the app loads into it, and a
/// ``UITextField``, so that its text or placeholder shows as a ``TextField``'s does; a plain
/// ``UIView`` or a ``UIScrollView`` is made too, and draws the SwiftUI content of a hosting
/// controller's view added inside it, else the first view inside it TextUI draws (a label, an
/// image view, a stack view) or the player of a video layer added to it.
///
/// ```swift
/// struct Spinner: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIView { UIView() }
///     func updateUIView(_ view: UIView, context: Context) {}
/// }
/// Spinner().render()
/// ```
/// ```text
/// ⬚ UIView
/// ```
///
/// SwiftUI: protocol UIViewRepresentable : View where Self.Body == Never
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// SwiftUI: associatedtype UIViewType : UIView
    associatedtype UIViewType: UIView
    /// SwiftUI: associatedtype Coordinator = Void
    associatedtype Coordinator = Void

    /// SwiftUI: typealias UIViewRepresentable.Context = UIViewRepresentableContext<Self>
    typealias Context = UIViewRepresentableContext<Self>

    /// SwiftUI: func makeUIView(context: Self.Context) -> Self.UIViewType
    func makeUIView(context: Context) -> UIViewType

    /// SwiftUI: func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    func updateUIView(_ uiView: UIViewType, context: Context)

    /// SwiftUI: func makeCoordinator() -> Self.Coordinator
    func makeCoordinator() -> Coordinator

    /// SwiftUI: static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable {
    /// SwiftUI: UIViewRepresentable.body
    public var body: Never { fatalError("\(Self.self) is drawn by TextUI, not by a body") }

    /// SwiftUI: UIViewRepresentable.dismantleUIView(_:coordinator:)
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// The representable's one line: `⬚` and the view's type (and a web view's page); a text
    /// field draws its text or placeholder, and a blur is paint.
    public static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs {
        if UIViewType.self is WKWebView.Type { return WebViewLine.outputs(of: view, in: inputs) }
        if UIViewType.self is UITextField.Type { return TextFieldLine.outputs(of: view, in: inputs) }
        if UIViewType.self is UIVisualEffectView.Type { return PlatformViewPlaceholder.paint(in: inputs) }
        if UIViewType.self is any DrawnPlatformView.Type { return drawnPlatformView(of: view, in: inputs) }
        if UIViewType.self == UIView.self || UIViewType.self is UIScrollView.Type, let hosted = hostedContent(of: view, in: inputs) {
            return _ViewOutputs(nodes: hosted)
        }
        return PlatformViewPlaceholder.outputs(naming: UIViewType.self, in: inputs)
    }
}

extension UIViewRepresentable {
    /// The representable's view, made and updated in the environment around it, as SwiftUI
    /// does when it appears.
    static func madeView(of representable: Self, in inputs: _ViewInputs) -> UIViewType {
        EnvironmentValues.with(inputs.context.environment) {
            let context = Context(coordinator: representable.makeCoordinator(), environment: inputs.context.environment)
            let view = representable.makeUIView(context: context)
            representable.updateUIView(view, context: context)
            view.representableCoordinator = context.coordinator
            return view
        }
    }

    /// A spinner's or a date picker's drawing, once the representable has made and updated it.
    private static func drawnPlatformView(of representable: Self, in inputs: _ViewInputs) -> _ViewOutputs {
        let drawing = (madeView(of: representable, in: inputs) as? any DrawnPlatformView)?.drawing ?? AnyView(EmptyView())
        return _ViewOutputs(nodes: drawing.makeNodes(inputs.context))
    }

    /// A plain container's content: the first hosting controller's view in the tree the
    /// representable built, or view TextUI draws (a label, an image view, a stack view), or video
    /// layer's player, is drawn in its place.
    private static func hostedContent(of representable: Self, in inputs: _ViewInputs) -> [any LayoutNode]? {
        madeView(of: representable, in: inputs).containedDrawing?.makeNodes(inputs.context)
    }
}

extension UIViewRepresentable where Coordinator == Void {
    /// SwiftUI: UIViewRepresentable.makeCoordinator()
    public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods are given: its coordinator and the environment around it.
///
/// SwiftUI: struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// SwiftUI: UIViewRepresentableContext.coordinator
    public let coordinator: Representable.Coordinator
    /// SwiftUI: UIViewRepresentableContext.environment
    public var environment: EnvironmentValues
}
#endif
