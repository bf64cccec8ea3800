/// How a toggle draws. The built-in styles: `.automatic` and `.switch` (the label, then a switch
/// at the trailing edge), `.button` (the label in brackets, `✓` when on) and `.checkbox`
/// (`[✓]` or `[ ]` before the label). Write your own with `makeBody(configuration:)`.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Toggle("太字", isOn: .constant(true)).toggleStyle(.button)
///     Toggle("太字", isOn: .constant(false)).toggleStyle(.button)
///     Toggle("同意する", isOn: .constant(true)).toggleStyle(.checkbox)
///     Toggle("同意する", isOn: .constant(false)).toggleStyle(.checkbox)
/// }.render(width: 20)
/// ```
/// ```text
/// [ ✓ 太字 ]
/// [ 太字 ]
/// [✓] 同意する
/// [ ] 同意する
/// ```
/// SwiftUI: @MainActor @preconcurrency protocol ToggleStyle
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle in this style draws as.
    /// SwiftUI: associatedtype ToggleStyle.Body : View
    associatedtype Body: View

    /// The view that draws a toggle with `configuration`'s label and state.
    /// SwiftUI: ToggleStyle.makeBody(configuration:)
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style is given to draw a toggle.
    /// SwiftUI: typealias ToggleStyle.Configuration = ToggleStyleConfiguration
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` is given: the toggle's label and whether it is on.
///
/// SwiftUI: struct ToggleStyleConfiguration
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view to place in the style's body.
    /// SwiftUI: ToggleStyleConfiguration.Label
    public struct Label: View, MultiView {
        let makeContent: (RenderContext) -> [any LayoutNode]

        /// SwiftUI: ToggleStyleConfiguration.Label.body
        public var body: Never { fatalError("ToggleStyleConfiguration.Label has no body") }

        func makeNodes(_ context: RenderContext) -> [any LayoutNode] { makeContent(context) }
    }

    /// The toggle's label.
    /// SwiftUI: ToggleStyleConfiguration.label
    public let label: Label
    /// Whether the toggle is on; setting it switches the toggle. `$isOn` is its binding.
    /// SwiftUI: ToggleStyleConfiguration.isOn
    @Binding public var isOn: Bool
    /// Whether the toggle's sources are some on and some off.
    /// SwiftUI: ToggleStyleConfiguration.isMixed
    public let isMixed: Bool

    init(label: Label, binding: Binding<Bool>, isMixed: Bool) {
        self.label = label
        self._isOn = binding
        self.isMixed = isMixed
    }

    /// The binding the toggle switches.
    var binding: Binding<Bool> { $isOn }
}

/// SwiftUI: struct DefaultToggleStyle
public struct DefaultToggleStyle: ToggleStyle, Sendable {
    /// SwiftUI: DefaultToggleStyle.init()
    public init() {}
    /// SwiftUI: DefaultToggleStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration, style: .automatic) }
}

/// SwiftUI: struct SwitchToggleStyle
public struct SwitchToggleStyle: ToggleStyle, Sendable {
    /// SwiftUI: SwitchToggleStyle.init()
    public init() {}
    /// A switch in `tint` (which text cannot show).
    /// SwiftUI: SwitchToggleStyle.init(tint:)
    public init(tint: Color) {}
    /// SwiftUI: SwitchToggleStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration, style: .automatic) }
}

/// SwiftUI: struct ButtonToggleStyle
public struct ButtonToggleStyle: ToggleStyle, Sendable {
    /// SwiftUI: ButtonToggleStyle.init()
    public init() {}
    /// SwiftUI: ButtonToggleStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration, style: .button) }
}

/// SwiftUI: struct CheckboxToggleStyle
public struct CheckboxToggleStyle: ToggleStyle, Sendable {
    /// SwiftUI: CheckboxToggleStyle.init()
    public init() {}
    /// SwiftUI: CheckboxToggleStyle.makeBody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration, style: .checkbox) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// SwiftUI: ToggleStyle.automatic
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// SwiftUI: ToggleStyle.switch
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// SwiftUI: ToggleStyle.button
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// SwiftUI: ToggleStyle.checkbox
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension View {
    /// Sets how the toggles in this view draw (see ``ToggleStyle``).
    ///
    /// SwiftUI: View.toggleStyle(_:)
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.controls.toggleStyle = ResolvedToggleStyle(style) }
    }
}

/// How the toggles under a `toggleStyle` draw.
enum ResolvedToggleStyle {
    case automatic, button, checkbox
    case custom(@MainActor (ToggleStyleConfiguration) -> AnyView)

    @MainActor init<S: ToggleStyle>(_ style: S) {
        switch S.self {
        case is DefaultToggleStyle.Type, is SwitchToggleStyle.Type: self = .automatic
        case is ButtonToggleStyle.Type: self = .button
        case is CheckboxToggleStyle.Type: self = .checkbox
        default: self = .custom { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}

/// A built-in style's body: the toggle drawn as that style draws it.
struct BuiltInToggleBody: View, PrimitiveView {
    let configuration: ToggleStyleConfiguration
    let style: ResolvedToggleStyle

    var body: Never { fatalError("BuiltInToggleBody has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        ToggleDrawing.node(configuration, style: style, context: context)
    }
}

/// The built-in toggles' drawings.
enum ToggleDrawing {
    @MainActor static func node(_ configuration: ToggleStyleConfiguration, style: ResolvedToggleStyle, context: RenderContext) -> any LayoutNode {
        let glyphs = context.style
        let label = configuration.label.makeNode(context)
        let isOn = configuration.isOn
        switch style {
        case .button:
            let mark = configuration.isMixed ? "-" : isOn ? glyphs.checkmark : nil
            let content = mark.map { HStackNode(children: [TextNode($0, context: context), label], spacing: 1, alignment: .top) }
            return ButtonNode(label: content ?? label, isPlain: false, isDimmed: !context.environment.isEnabled)
        case .checkbox:
            let box = configuration.isMixed ? "[-]" : isOn ? "[\(glyphs.checkmark)]" : "[ ]"
            let mark = DimmedNode.wrapping(TextNode(box, context: context.with(\.lineLimit, 1)), in: context)
            if context.controls.labelsHidden { return mark }
            return HStackNode(children: [mark, label], spacing: 1, alignment: .top)
        case .automatic, .custom:
            let knob = configuration.isMixed ? glyphs.toggleMixed : isOn ? glyphs.toggleOn : glyphs.toggleOff
            let control = DimmedNode.wrapping(TextNode(knob, context: context.with(\.lineLimit, 1)), in: context)
            if context.controls.labelsHidden { return control }
            return HStackNode(
                children: [label, SpacerNode(minLength: 0, axis: .horizontal), control],
                spacing: 1,
                alignment: .top
            )
        }
    }
}
