/// A text entry box that masks what was typed: one `•` per character (`*` in ASCII). Like a
/// ``TextField``, a row without a box in a `List` or `Form`.
///
/// ```swift
/// SecureField("パスワード", text: .constant("secret")).render(width: 24)
/// ```
/// ```text
/// ╭──────────────────────╮
/// │ ••••••               │
/// ╰──────────────────────╯
/// ```
/// SwiftUI: struct SecureField<Label> where Label : View
public struct SecureField<Label: View>: View, PrimitiveView {
    let label: Label
    let text: Binding<String>
    let prompt: Text?

    /// A masked field for `text`, labelled with any view.
    /// SwiftUI: SecureField.init(text:prompt:label:)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.text = text
        self.prompt = prompt
    }

    /// SwiftUI: SecureField.body
    public var body: Never { fatalError("SecureField has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let title = ControlText.plain(label.makeNode(context))
        let value = text.wrappedValue
        let masked = String(repeating: context.style.maskDot, count: value.count)
        let placeholder = prompt.map { ControlText.plain($0.makeNode(context)) } ?? title
        let drawn = FieldDrawing.node(
            title: title, content: context.fieldContent(text: masked, placeholder: placeholder), showsTitle: masked.isEmpty && prompt == nil,
            context: context
        )
        let said = value.isEmpty ? nil : SystemString.characters.text(in: context.environment.locale, "\(value.count)")
        return AccessibilityNode(drawn, shape: .element(AccessibilityElement(label: title, value: said, control: .secureField)))
    }
}

extension SecureField where Label == Text {
    /// A masked field for `text` titled `title`; the title is the placeholder while it is empty.
    /// SwiftUI: SecureField.init(_:text:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(String(title)) }
    }

    /// A masked field for `text` titled `title`; the title is the placeholder while it is empty.
    /// SwiftUI: SecureField.init(_:text:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A masked field for `text` titled `title`, showing `prompt` while it is empty.
    /// SwiftUI: SecureField.init(_:text:prompt:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(String(title)) }
    }

    /// A masked field for `text` titled `title`, showing `prompt` while it is empty.
    /// SwiftUI: SecureField.init(_:text:prompt:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// The older spelling, with a commit callback (never called in a drawing).
    /// SwiftUI: SecureField.init(_:text:onCommit:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(String(title)) }
    }

    /// The older spelling, with a commit callback (never called in a drawing).
    /// SwiftUI: SecureField.init(_:text:onCommit:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
}
