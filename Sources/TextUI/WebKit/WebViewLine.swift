#if !canImport(UIKit)
/// A web view's line: the representable makes the view and updates it, as SwiftUI does when
/// it appears, so the app's `load(_:)` names the page; then `⬚ WKWebView` and the URL.
enum WebViewLine {
    @MainActor static func outputs<Representable: UIViewRepresentable>(of representable: Representable, in inputs: _ViewInputs) -> _ViewOutputs {
        let name = String(describing: Representable.UIViewType.self)
        let url = EnvironmentValues.with(inputs.context.environment) { () -> URL? in
            let context = Representable.Context(coordinator: representable.makeCoordinator(), environment: inputs.context.environment)
            let view = representable.makeUIView(context: context)
            representable.updateUIView(view, context: context)
            return (view as? WKWebView)?.url
        }
        let line = PlatformViewPlaceholder.line(naming: url.map { "\(name) \($0.absoluteString)" } ?? name)
        return _ViewOutputs(nodes: line.makeNodes(inputs.context))
    }
}
#endif
