/// A wrapped AppKit control's drawing: the representable makes its view and updates it, as
/// SwiftUI does when it appears, so the app's `updateNSView` sets its values; then a progress
/// indicator draws as `ProgressView` would and a button as its symbol or title.
enum AppKitControlLine {
    /// The drawing of `representable`'s view, or `nil` when it is not a control drawn here
    /// (then it keeps its `⬚` line).
    @MainActor static func outputs<Representable: NSViewRepresentable>(of representable: Representable, in inputs: _ViewInputs) -> _ViewOutputs? {
        // A representable that declares a plain `NSView` may make a control (a menu button):
        // it is made to see.
        let type = Representable.NSViewType.self
        guard type is NSProgressIndicator.Type || type is NSButton.Type || type == NSView.self else { return nil }
        return EnvironmentValues.with(inputs.context.environment) { () -> _ViewOutputs? in
            let context = Representable.Context(coordinator: representable.makeCoordinator(), environment: inputs.context.environment)
            let view = representable.makeNSView(context: context)
            representable.updateNSView(view, context: context)
            if let indicator = view as? NSProgressIndicator { return _ViewOutputs(nodes: indicator.drawn.makeNodes(inputs.context)) }
            if let button = view as? NSButton { return _ViewOutputs(nodes: button.drawn.makeNodes(inputs.context)) }
            return nil
        }
    }
}
