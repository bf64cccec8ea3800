#if !canImport(UIKit)
/// A UIKit view controller that shows a SwiftUI view, as a representable returns to put a view
/// in its own controller. TextUI draws its ``rootView`` where the representable stands.
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
    public var rootView: Content

    /// SwiftUI: init(rootView: Content)
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    func rootNodes(_ context: RenderContext) -> [any LayoutNode] { rootView.makeNodes(context) }
}

/// A controller that draws a SwiftUI view of its own.
@MainActor
protocol HostsRootView {
    func rootNodes(_ context: RenderContext) -> [any LayoutNode]
}
#endif
