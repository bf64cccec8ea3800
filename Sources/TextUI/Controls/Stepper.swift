/// A control that steps a value up and down: its label at the leading edge and `− value +` at
/// the trailing edge. The value is left out when the label already shows it (the usual
/// `Stepper("数量: \(count)", value: $count)`), and in the `onIncrement:onDecrement:` forms,
/// which have none: then it is `− +`.
///
/// ```swift
/// VStack {
///     Stepper("人数", value: .constant(2), in: 1...9)
///     Stepper("数量: 3", value: .constant(3))
/// }.render(width: 20)
/// ```
/// ```text
/// 人数           − 2 +
/// 数量: 3          − +
/// ```
/// SwiftUI: struct Stepper<Label> where Label : View
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    /// The value shown, written in a locale (a formatted value in the locale drawn in).
    let valueText: ((Locale) -> String)?

    /// A stepper that calls `onIncrement` and `onDecrement`; a missing one cannot be used.
    /// SwiftUI: Stepper.init(label:onIncrement:onDecrement:onEditingChanged:)
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.valueText = nil
    }

    /// A stepper of `value` by `step`, labelled with any view.
    /// SwiftUI: Stepper.init(value:step:label:onEditingChanged:)
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.valueText = { [value = value.wrappedValue] _ in String(describing: value) }
    }

    /// A stepper of `value` by `step` within `bounds`, labelled with any view.
    /// SwiftUI: Stepper.init(value:in:step:label:onEditingChanged:)
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.valueText = { [value = value.wrappedValue] _ in String(describing: value) }
    }

    /// A stepper of `value` shown through `format`, labelled with any view.
    /// SwiftUI: Stepper.init(value:step:format:label:onEditingChanged:)
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.label = label()
        self.valueText = { [value = value.wrappedValue] in ControlFormat.string(value, format: format, in: $0) }
    }

    /// A stepper of `value` within `bounds` shown through `format`, labelled with any view.
    /// SwiftUI: Stepper.init(value:in:step:format:label:onEditingChanged:)
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.label = label()
        self.valueText = { [value = value.wrappedValue] in ControlFormat.string(value, format: format, in: $0) }
    }

    /// SwiftUI: Stepper.body
    public var body: Never { fatalError("Stepper has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let labelNode = label.makeNode(context)
        let labelText = context.controls.labelsHidden ? "" : ControlText.plain(labelNode)
        let valueText = valueText?(context.environment.locale)
        let shownValue = valueText.flatMap { Self.words(of: labelText).contains($0) ? nil : $0 }
        let minus = context.style == .unicode ? "−" : "-"
        let control = DimmedNode.wrapping(
            TextNode([minus, shownValue, "+"].compactMap { $0 }.joined(separator: " "), context: context.with(\.lineLimit, 1)), in: context
        )
        let drawn: any LayoutNode = labelText.isEmpty ? control : LabeledContentNode(title: labelNode, value: control)
        let element = AccessibilityElement(
            label: ControlText.spoken(labelNode), value: valueText, control: .adjustable, actions: SystemString.adjustActions(in: context.environment.locale)
        )
        return AccessibilityNode(drawn, shape: .element(element))
    }

    /// The label's words and numbers, split at spaces and punctuation other than `.` and `,`.
    static func words(of text: String) -> [String] {
        text.split { $0.isWhitespace || ($0.isPunctuation && $0 != "." && $0 != ",") || $0.isSymbol }.map(String.init)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
    /// SwiftUI: Stepper.init(_:onIncrement:onDecrement:onEditingChanged:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(String(title)) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
    /// SwiftUI: Stepper.init(_:onIncrement:onDecrement:onEditingChanged:) (LocalizedStringKey)
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper of `value` by `step`, titled `title`.
    /// SwiftUI: Stepper.init(_:value:step:onEditingChanged:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(String(title)) })
    }

    /// A stepper of `value` by `step`, titled `title`.
    /// SwiftUI: Stepper.init(_:value:step:onEditingChanged:) (LocalizedStringKey)
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) })
    }

    /// A stepper of `value` by `step` within `bounds`, titled `title`.
    /// SwiftUI: Stepper.init(_:value:in:step:onEditingChanged:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(String(title)) })
    }

    /// A stepper of `value` by `step` within `bounds`, titled `title`.
    /// SwiftUI: Stepper.init(_:value:in:step:onEditingChanged:) (LocalizedStringKey)
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) })
    }

    /// A stepper of `value` shown through `format`, titled `title`.
    /// SwiftUI: Stepper.init(_:value:step:format:onEditingChanged:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(String(title)) })
    }

    /// A stepper of `value` shown through `format`, titled `title`.
    /// SwiftUI: Stepper.init(_:value:step:format:onEditingChanged:) (LocalizedStringKey)
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) })
    }

    /// A stepper of `value` within `bounds` shown through `format`, titled `title`.
    /// SwiftUI: Stepper.init(_:value:in:step:format:onEditingChanged:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(String(title)) })
    }

    /// A stepper of `value` within `bounds` shown through `format`, titled `title`.
    /// SwiftUI: Stepper.init(_:value:in:step:format:onEditingChanged:) (LocalizedStringKey)
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(titleKey) })
    }
}
