/// Where a wrapped UIKit or AppKit view or controller stands: one line, `⬚` and its type, since
/// TextUI draws no platform views (see ``UIViewRepresentable``, ``NSViewRepresentable``). A
/// visual-effect view (a material behind content) is paint, not content, and draws nothing; so
/// does any platform view in a layer over or under a view (``EnvironmentValues/isDrawnAsLayer``).
enum PlatformViewPlaceholder {
    /// The line naming `type`, laid out in `inputs`; nothing in a layer over or under a view.
    @MainActor static func outputs(naming type: Any.Type, in inputs: _ViewInputs) -> _ViewOutputs {
        if inputs.context.environment.isDrawnAsLayer { return paint(in: inputs) }
        return _ViewOutputs(nodes: line(naming: String(describing: type)).makeNodes(inputs.context))
    }

    /// The line naming a platform view or controller by `name`: also what a system picker
    /// (the document browser, the photo library) shows when a modifier presents it.
    static func line(naming name: String) -> Text {
        Text(verbatim: "⬚ " + name)
    }

    /// Room and nothing in it, as a material behind content takes.
    @MainActor static func paint(in inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: Color.clear.makeNodes(inputs.context))
    }
}
