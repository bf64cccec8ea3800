#if !canImport(UIKit)
/// Where a wrapped UIKit view or controller stands: one line, `⬚` and its type, since TextUI
/// draws no UIKit views (see ``UIViewRepresentable``).
enum UIKitPlaceholder {
    /// The line naming `type`, laid out in `inputs`.
    @MainActor static func outputs(naming type: Any.Type, in inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: Text("⬚ \(String(describing: type))").makeNodes(inputs.context))
    }
}
#endif
