/// A tappable control, drawn as its label in brackets. In a navigation bar, tab bar, alert or
/// `List` row it draws plain, as SwiftUI draws it there; ``View/buttonStyle(_:)-(PrimitiveButtonStyle)``
/// chooses.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Button("ログイン") { submit() }
///     Button("設定", systemImage: "gearshape") {}
///     Button(action: {}) { HStack { Image(systemName: "chevron.left"); Text("戻る") } }
/// }
/// ```
/// ```text
/// [ ログイン ]
/// [ ⚙ 設定 ]
/// [ ‹ 戻る ]
/// ```
/// A button is a `List` row drawn as a plain row, as in SwiftUI:
/// ```swift
/// List { Button("ログアウト") {} }.render(width: 16)
/// ```
/// ```text
/// ╭──────────────╮
/// │ ログアウト   │
/// ╰──────────────╯
/// ```
/// A disabled button (``View/disabled(_:)``) keeps its place and its words; its brackets
/// become parentheses, and a plain one is put in parentheses. The transcript reads it
/// "Dimmed":
/// ```swift
/// VStack(alignment: .leading) {
///     Button("Save") {}.disabled(true)
///     Button("Pay") {}.buttonStyle(.borderedProminent).disabled(true)
///     Button("Edit") {}.buttonStyle(.plain).disabled(true)
/// }.render()
/// ```
/// ```text
/// ( Save )
/// (( Pay ))
/// (Edit)
/// ```
/// SwiftUI: struct Button<Label> where Label : View
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    /// A button whose label is any view.
    /// SwiftUI: Button.init(action:label:)
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role whose label is any view.
    /// SwiftUI: Button.init(role:action:label:)
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    /// SwiftUI: Button.body
    public var body: Never { fatalError("Button has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let label = ButtonStyleConfiguration.Label { [label] in label.makeNodes($0) }
        if context.drawsPlainButtons {
            // In a dialog, the role places the button (a cancel button goes last).
            let node = ButtonNode.make(label: label, style: .plain, context: context)
            return role.map { RoleNode(node, role: $0) } ?? node
        }
        let style = context.controls.buttonStyle
        var inner = context
        inner.controls.buttonStyle = .automatic
        // A style's body is read as the button's own label, not the decoration around it.
        let element = { AccessibilityElement(label: ControlText.spoken(label.makeNode(context)), traits: .isButton) }
        switch style {
        // A style's body is made here, maybe after the screen's body was read (inside a
        // GeometryReader): it reads the button's environment, as its `@EnvironmentObject`s do.
        case .custom(let makeBody):
            let body = EnvironmentValues.with(context.environment) {
                makeBody(ButtonStyleConfiguration(label: label, role: role, isPressed: false))
            }
            return AccessibilityNode(ButtonNode(label: body.makeNode(inner), isPlain: true), shape: .element(element()))
        case .primitive(let makeBody):
            let body = EnvironmentValues.with(context.environment) {
                makeBody(PrimitiveButtonStyleConfiguration(label: label, role: role, action: action))
            }
            return AccessibilityNode(ButtonNode(label: body.makeNode(inner), isPlain: true), shape: .element(element()))
        default:
            return ButtonNode.make(label: label, style: style, context: context)
        }
    }
}

extension Button where Label == Text {
    /// A button labelled with `title`.
    /// SwiftUI: Button.init(_:action:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(String(title)) }
    }

    /// A button labelled with `title`.
    /// SwiftUI: Button.init(_:action:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a role labelled with `title`.
    /// SwiftUI: Button.init(_:role:action:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(String(title)) }
    }

    /// A button with a role labelled with `title`.
    /// SwiftUI: Button.init(_:role:action:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == TextUI.Label<Text, Image> {
    /// A button labelled with `title` after a symbol, as a ``Label`` draws them.
    /// SwiftUI: Button.init(_:systemImage:action:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TextUI.Label(String(title), systemImage: systemImage) }
    }

    /// A button labelled with `title` after a symbol, as a ``Label`` draws them.
    /// SwiftUI: Button.init(_:systemImage:action:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TextUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role labelled with `title` after a symbol.
    /// SwiftUI: Button.init(_:systemImage:role:action:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TextUI.Label(String(title), systemImage: systemImage) }
    }

    /// A button with a role labelled with `title` after a symbol.
    /// SwiftUI: Button.init(_:systemImage:role:action:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { TextUI.Label(titleKey, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a ``PrimitiveButtonStyle`` is drawing, for its body to wrap.
    /// SwiftUI: Button.init(_:) (PrimitiveButtonStyleConfiguration)
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}
