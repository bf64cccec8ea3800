/// A switch with its label: the label on the left, the switch at the trailing edge, knob right
/// when on. ``View/toggleStyle(_:)`` draws it as a checkbox or a button instead.
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
/// The label can be any view:
/// ```swift
/// Toggle(isOn: .constant(true)) { Label("サウンド", systemImage: "bell") }.render(width: 20)
/// ```
/// ```text
/// ♪ サウンド      ( ●)
/// ```
/// SwiftUI: struct Toggle<Label> where Label : View
public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    let isOn: Binding<Bool>
    let isMixed: Bool

    /// A toggle whose label is any view.
    /// SwiftUI: Toggle.init(isOn:label:)
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
        self.isMixed = false
    }

    /// A toggle for several values at once: on when all are on, off when all are off, and
    /// drawn as mixed (`(──)`, `[ - ]`) when they differ.
    /// SwiftUI: Toggle.init(sources:isOn:label:)
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let values = bindings.map(\.wrappedValue)
        self.label = label()
        self.isOn = Binding(
            get: { values.allSatisfy { $0 } && !values.isEmpty },
            set: { newValue in bindings.forEach { $0.wrappedValue = newValue } }
        )
        self.isMixed = values.contains(true) && values.contains(false)
    }

    /// SwiftUI: Toggle.body
    public var body: Never { fatalError("Toggle has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label { [label] in label.makeNodes($0) }, binding: isOn, isMixed: isMixed
        )
        let drawn: any LayoutNode
        switch context.controls.toggleStyle {
        case .custom(let makeBody):
            var inner = context
            inner.controls.toggleStyle = .automatic
            drawn = EnvironmentValues.with(context.environment) { makeBody(configuration) }.makeNode(inner)
        case let style:
            drawn = ToggleDrawing.node(configuration, style: style, context: context)
        }
        let words = AccessibilityTree.elements(of: configuration.label.makeNode(context)).compactMap(\.label)
        let value = (isMixed ? SystemString.mixed : isOn.wrappedValue ? .on : .off).text(in: context.environment.locale)
        let element = AccessibilityElement(label: words.isEmpty ? nil : words.joined(separator: ", "), value: value, traits: .isToggle)
        return AccessibilityNode(drawn, shape: .element(element))
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with `title`.
    /// SwiftUI: Toggle.init(_:isOn:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(String(title)) }
    }

    /// A toggle labelled with `title`.
    /// SwiftUI: Toggle.init(_:isOn:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle labelled with `title` for several values at once.
    /// SwiftUI: Toggle.init(_:sources:isOn:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(String(title)) }
    }

    /// A toggle labelled with `title` for several values at once.
    /// SwiftUI: Toggle.init(_:sources:isOn:) (LocalizedStringKey)
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }
}

extension Toggle where Label == TextUI.Label<Text, Image> {
    /// A toggle labelled with `title` after a symbol.
    /// SwiftUI: Toggle.init(_:systemImage:isOn:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TextUI.Label(String(title), systemImage: systemImage) }
    }

    /// A toggle labelled with `title` after a symbol.
    /// SwiftUI: Toggle.init(_:systemImage:isOn:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TextUI.Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a ``ToggleStyle`` is drawing, for its body to wrap.
    /// SwiftUI: Toggle.init(_:) (ToggleStyleConfiguration)
    public init(_ configuration: ToggleStyleConfiguration) {
        self.label = configuration.label
        self.isOn = configuration.binding
        self.isMixed = configuration.isMixed
    }
}
