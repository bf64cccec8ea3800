/// A colour the person chooses: its label at the leading edge, a swatch mark and the colour's
/// name at the trailing edge (text cannot show the colour itself).
///
/// ```swift
/// ColorPicker("アクセント", selection: .constant(.orange)).render(width: 24)
/// ```
/// ```text
/// アクセント      ● orange
/// ```
/// SwiftUI: struct ColorPicker<Label> where Label : View
public struct ColorPicker<Label: View>: View, PrimitiveView {
    let label: Label
    let color: Color

    /// A picker of `selection`, labelled with any view.
    /// SwiftUI: ColorPicker.init(selection:supportsOpacity:label:)
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.color = selection.wrappedValue
    }

    /// SwiftUI: ColorPicker.body
    public var body: Never { fatalError("ColorPicker has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let labelNode = label.makeNode(context)
        let mark = context.style == .unicode ? "● " : "* "
        let swatch = DimmedNode.wrapping(TextNode(mark + color.description, context: context.with(\.lineLimit, 1)), in: context)
        let hidden = context.controls.labelsHidden || ControlText.plain(labelNode).isEmpty
        let drawn: any LayoutNode = hidden ? swatch : LabeledContentNode(title: labelNode, value: swatch)
        let element = AccessibilityElement(label: ControlText.spoken(labelNode), value: color.description, traits: .isButton)
        return AccessibilityNode(drawn, shape: .element(element))
    }
}

extension ColorPicker where Label == Text {
    /// A picker of `selection` titled `title`.
    /// SwiftUI: ColorPicker.init(_:selection:supportsOpacity:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(String(title)) }
    }

    /// A picker of `selection` titled with the key `titleKey`.
    /// SwiftUI: ColorPicker.init(_:selection:supportsOpacity:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}
