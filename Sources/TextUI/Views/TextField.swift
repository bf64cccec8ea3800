/// A one-line text entry box across the width: the value, or the placeholder while the value
/// is empty. A value too long for the box ends in "…".
///
/// ```swift
/// TextField("メールアドレス", text: .constant("taro@example.com")).render(width: 24)
/// ```
/// ```text
/// ╭──────────────────────╮
/// │ taro@example.com     │
/// ╰──────────────────────╯
/// ```
public struct TextField: View, PrimitiveView {
    let placeholder: String
    let text: Binding<String>

    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self.text = text
    }

    public var body: Never { fatalError("TextField has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let value = text.wrappedValue
        let field = FieldNode(content: value.isEmpty ? placeholder : value, style: context.style)
        return AccessibilityNode(field, shape: .element(AccessibilityElement(label: placeholder, value: value, control: .textField)))
    }
}

/// A text entry box that masks what was typed: one `•` per character (`*` in ASCII).
///
/// ```swift
/// SecureField("パスワード", text: .constant("secret")).render(width: 24)
/// ```
/// ```text
/// ╭──────────────────────╮
/// │ ••••••               │
/// ╰──────────────────────╯
/// ```
public struct SecureField: View, PrimitiveView {
    let placeholder: String
    let text: Binding<String>

    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self.text = text
    }

    public var body: Never { fatalError("SecureField has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let value = text.wrappedValue
        let masked = String(repeating: context.style.maskDot, count: value.count)
        let field = FieldNode(content: value.isEmpty ? placeholder : masked, style: context.style)
        let said = value.isEmpty ? nil : "\(value.count) characters"
        return AccessibilityNode(field, shape: .element(AccessibilityElement(label: placeholder, value: said, control: .secureField)))
    }
}

/// A rounded box one row high around a single line of content. Narrower than five columns it
/// is just the content, cut to fit.
final class FieldNode: LayoutNode {
    let content: Line
    let style: RenderStyle

    init(content: String, style: RenderStyle) {
        self.content = .singleLine(content)
        self.style = style
    }

    var fillsWidth: Bool { true }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        guard width >= 5 else { return [content.truncated(to: width)] }
        let box = style.roundedBox
        let inner = width - 4
        return [
            box.rule(box.topLeft, box.horizontal, box.topRight, inner: width - 2),
            box.row(content.truncated(to: inner, ellipsis: style.ellipsis), inner: inner),
            box.rule(box.bottomLeft, box.horizontal, box.bottomRight, inner: width - 2),
        ]
    }
}
