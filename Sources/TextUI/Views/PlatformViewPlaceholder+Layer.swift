/// Whether a view is drawn as a layer over or under another (`overlay`, `background`). A
/// platform view TextUI cannot draw stands as its `⬚` line elsewhere; in a layer it draws
/// nothing, since its line would cover the text of the view it is laid on — a tap-catching
/// `UIView` over a comment (the eleventh set's gallery browser) hid the comment's words on a
/// phone screen that shows them.
private struct DrawnAsLayerKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether this view is in a layer over or under another view.
    var isDrawnAsLayer: Bool {
        get { self[DrawnAsLayerKey.self] }
        set { self[DrawnAsLayerKey.self] = newValue }
    }
}

extension RenderContext {
    /// This context, for a layer over or under a view.
    var asLayer: RenderContext {
        var context = self
        context.environment.isDrawnAsLayer = true
        return context
    }
}
