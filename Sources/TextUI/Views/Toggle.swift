/// A switch with its label: the label on the left, the switch at the trailing edge, knob right
/// when on.
///
/// ```swift
/// Toggle("通知", isOn: .constant(true)).render(width: 12)
/// Toggle("通知", isOn: .constant(false)).render(width: 12, style: .ascii)
/// ```
/// ```text
/// 通知    ( ●)
/// ```
/// ```text
/// 通知   [OFF]
/// ```
public struct Toggle: View, PrimitiveView {
    let title: String
    let isOn: Binding<Bool>

    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn
    }

    public var body: Never { fatalError("Toggle has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let style = context.style
        let knob = TextNode(isOn.wrappedValue ? style.toggleOn : style.toggleOff, context: context.with(\.lineLimit, 1))
        let drawn = HStackNode(
            children: [TextNode(title, context: context), SpacerNode(minLength: 0, axis: .horizontal), knob],
            spacing: 1,
            alignment: .top
        )
        let element = AccessibilityElement(label: title, value: isOn.wrappedValue ? "on" : "off", traits: .isToggle)
        return AccessibilityNode(drawn, shape: .element(element))
    }
}
