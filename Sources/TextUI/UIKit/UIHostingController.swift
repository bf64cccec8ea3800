#if !canImport(UIKit)
/// A UIKit view controller that shows a SwiftUI view, as a representable returns to put a view
/// in its own controller, or whose ``UIViewController/view`` a UIKit container adds as a
/// subview. TextUI draws its ``rootView`` where the representable stands.
///
/// ```swift
/// struct Hosted: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> UIViewController {
///         UIHostingController(rootView: Text("Inside"))
///     }
///     func updateUIViewController(_ controller: UIViewController, context: Context) {}
/// }
/// Hosted().render()
/// ```
/// ```text
/// Inside
/// ```
///
/// SwiftUI: @MainActor @preconcurrency open class UIHostingController<Content> : UIViewController where Content : View
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController, HostsRootView {
    /// The view the controller shows.
    ///
    /// SwiftUI: var rootView: Content
    public var rootView: Content {
        didSet { (view as? HostingView)?.rootNodes = Self.nodes(of: rootView) }
    }

    /// SwiftUI: init(rootView: Content)
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        view = HostingView(rootNodes: Self.nodes(of: rootView))
    }

    func rootNodes(_ context: RenderContext) -> [any LayoutNode] { rootView.makeNodes(context) }

    private static func nodes(of rootView: Content) -> @MainActor (RenderContext) -> [any LayoutNode] {
        { context in rootView.makeNodes(context) }
    }
}

/// A controller that draws a SwiftUI view of its own.
@MainActor
protocol HostsRootView {
    func rootNodes(_ context: RenderContext) -> [any LayoutNode]
}

/// A hosting controller's view: it keeps the controller's root view, so that a UIKit container
/// the view is added to draws that content, even once the controller is gone.
final class HostingView: UIView {
    var rootNodes: @MainActor (RenderContext) -> [any LayoutNode]

    init(rootNodes: @escaping @MainActor (RenderContext) -> [any LayoutNode]) {
        self.rootNodes = rootNodes
        super.init(frame: .zero)
    }
}
#endif
