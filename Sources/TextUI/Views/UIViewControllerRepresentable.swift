#if !canImport(UIKit)
/// A UIKit view controller placed in a SwiftUI screen (a share sheet, a web view, a camera).
/// TextUI draws no UIKit views: the representable keeps its place as one line, `⬚` and the
/// controller's type, so the screen shows that something stands there and what it is. A
/// controller that shows a SwiftUI view (``UIHostingController``) draws that view.
///
/// ```swift
/// struct ShareSheet: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> UIActivityViewController {
///         UIActivityViewController(activityItems: ["Hi"], applicationActivities: nil)
///     }
///     func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
/// }
/// ShareSheet().render()
/// ```
/// ```text
/// ⬚ UIActivityViewController
/// ```
///
/// SwiftUI: protocol UIViewControllerRepresentable : View where Self.Body == Never
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// SwiftUI: associatedtype UIViewControllerType : UIViewController
    associatedtype UIViewControllerType: UIViewController
    /// SwiftUI: associatedtype Coordinator = Void
    associatedtype Coordinator = Void

    /// SwiftUI: typealias UIViewControllerRepresentable.Context = UIViewControllerRepresentableContext<Self>
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// SwiftUI: func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    func makeUIViewController(context: Context) -> UIViewControllerType

    /// SwiftUI: func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)

    /// SwiftUI: func makeCoordinator() -> Self.Coordinator
    func makeCoordinator() -> Coordinator

    /// SwiftUI: static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable {
    /// SwiftUI: UIViewControllerRepresentable.body
    public var body: Never { fatalError("\(Self.self) is drawn by TextUI, not by a body") }

    /// SwiftUI: UIViewControllerRepresentable.dismantleUIViewController(_:coordinator:)
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// The representable's one line, `⬚` and the controller's type; the root view of a
    /// controller that hosts one.
    public static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs {
        if UIViewControllerType.self is any HostsRootView.Type || UIViewControllerType.self == UIViewController.self {
            let context = Context(coordinator: view.makeCoordinator(), environment: inputs.context.environment)
            if let hosting = view.makeUIViewController(context: context) as? any HostsRootView {
                return _ViewOutputs(nodes: hosting.rootNodes(inputs.context))
            }
        }
        if UIViewControllerType.self is UICollectionViewController.Type {
            let context = Context(coordinator: view.makeCoordinator(), environment: inputs.context.environment)
            let controller = view.makeUIViewController(context: context)
            view.updateUIViewController(controller, context: context)
            controller.view.representableCoordinator = context.coordinator
            if let collectionView = (controller as? UICollectionViewController)?.collectionView {
                return _ViewOutputs(nodes: collectionView.drawing.makeNodes(inputs.context))
            }
        }
        return PlatformViewPlaceholder.outputs(naming: UIViewControllerType.self, in: inputs)
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// SwiftUI: UIViewControllerRepresentable.makeCoordinator()
    public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods are given: its coordinator and the environment around it.
///
/// SwiftUI: struct UIViewControllerRepresentableContext<Representable> where Representable : UIViewControllerRepresentable
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// SwiftUI: UIViewControllerRepresentableContext.coordinator
    public let coordinator: Representable.Coordinator
    /// SwiftUI: UIViewControllerRepresentableContext.environment
    public var environment: EnvironmentValues
}
#endif
