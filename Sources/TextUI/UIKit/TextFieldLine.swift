#if !canImport(UIKit)
/// A wrapped UIKit text field's line: the representable makes the field and updates it, as
/// SwiftUI does when it appears, so the app's `updateUIView` sets its text and placeholder;
/// then the text, or while it is empty the placeholder, dimmed.
enum TextFieldLine {
    @MainActor static func outputs<Representable: UIViewRepresentable>(of representable: Representable, in inputs: _ViewInputs) -> _ViewOutputs {
        let text = (Representable.madeView(of: representable, in: inputs) as? UITextField)?.drawnText ?? Text(verbatim: "")
        return _ViewOutputs(nodes: text.makeNodes(inputs.context))
    }
}
#endif
