/// A value chosen along a range, drawn as a bar with a knob where the value sits and the value
/// after it: `━━━━●─────── 0.4`. The minimum and maximum value labels go either side; a label,
/// when it has words, goes on the row above (SwiftUI shows it on a Mac, and a screen reader
/// reads it everywhere).
///
/// ```swift
/// VStack {
///     Slider(value: .constant(0.4))
///     Slider(value: .constant(30), in: 0...100) { Text("音量") } minimumValueLabel: { Text("小") } maximumValueLabel: { Text("大") }
/// }.render(width: 24)
/// ```
/// ```text
/// ━━━━━━━━●─────────── 0.4
/// 音量
/// 小 ━━━━●────────── 30 大
/// ```
/// SwiftUI: struct Slider<Label, ValueLabel> where Label : View, ValueLabel : View
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let fraction: Double
    let valueText: String

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, minimum: ValueLabel?, maximum: ValueLabel?) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let offset = Double(value - bounds.lowerBound)
        let fraction = span > 0 ? offset / span : 0
        self.fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
        self.valueText = ControlFormat.number(value)
        self.label = label
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
    }

    /// A slider of `value` within `bounds`, with a label and value labels of any views.
    /// SwiftUI: Slider.init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A slider of `value` within `bounds` in steps of `step`, with a label and value labels.
    /// SwiftUI: Slider.init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// SwiftUI: Slider.body
    public var body: Never { fatalError("Slider has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let labelNode = label.makeNode(context)
        var row: [any LayoutNode] = []
        if let minimumValueLabel { row += minimumValueLabel.makeNodes(context.with(\.stackAxis, .horizontal)) }
        row.append(SliderBarNode(fraction: fraction, value: valueText, style: context.style))
        if let maximumValueLabel { row += maximumValueLabel.makeNodes(context.with(\.stackAxis, .horizontal)) }
        let bar = DimmedNode.wrapping(row.count == 1 ? row[0] : HStackNode(children: row, spacing: 1, alignment: .center), in: context)
        let drawn: any LayoutNode = context.controls.labelsHidden || ControlText.plain(labelNode).isEmpty ? bar : VStackNode(children: [labelNode, bar], alignment: .leading)
        let element = AccessibilityElement(
            label: ControlText.spoken(labelNode), value: "\(Int((fraction * 100).rounded()))%", control: .adjustable,
            actions: SystemString.adjustActions(in: context.environment.locale)
        )
        return AccessibilityNode(drawn, shape: .element(element))
    }
}

extension Slider {
    /// SwiftUI's first form: value labels given as views, the label last.
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...10, step: 1, onEditingChanged: { _ in },
    ///        minimumValueLabel: Text("0"), maximumValueLabel: Text("10")) { Text("Volume") }
    /// ```
    ///
    /// SwiftUI: init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: minimumValueLabel, maximum: maximumValueLabel)
    }

    /// SwiftUI's first form without a step.
    ///
    /// SwiftUI: init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: minimumValueLabel, maximum: maximumValueLabel)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` within `bounds`, labelled with any view.
    /// SwiftUI: Slider.init(value:in:label:onEditingChanged:)
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: nil, maximum: nil)
    }

    /// A slider of `value` within `bounds` in steps of `step`, labelled with any view.
    /// SwiftUI: Slider.init(value:in:step:label:onEditingChanged:)
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: nil, maximum: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// SwiftUI's first form with a label only: `Slider(value: $x, onEditingChanged: { _ in }) { Text("Speed") }`.
    ///
    /// SwiftUI: init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: nil, maximum: nil)
    }

    /// SwiftUI's first form with a step and a label only.
    ///
    /// SwiftUI: init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimum: nil, maximum: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` within `bounds`.
    /// SwiftUI: Slider.init(value:in:onEditingChanged:)
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: EmptyView(), minimum: nil, maximum: nil)
    }

    /// A slider of `value` within `bounds` in steps of `step`.
    /// SwiftUI: Slider.init(value:in:step:onEditingChanged:)
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, label: EmptyView(), minimum: nil, maximum: nil)
    }
}

/// `━━━━●──────── 0.4` across the width: the knob at `fraction` of the track, the value after.
/// Too narrow for the value, the track alone.
final class SliderBarNode: LayoutNode {
    let fraction: Double
    let value: Line
    let style: RenderStyle

    init(fraction: Double, value: String, style: RenderStyle) {
        self.fraction = fraction
        self.value = Line.singleLine(value)
        self.style = style
    }

    var fillsWidth: Bool { true }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        guard width > 0 else { return [] }
        let showsValue = width >= value.width + 4
        let track = showsValue ? width - value.width - 1 : width
        let knob = min(track - 1, Int((Double(track - 1) * fraction).rounded()))
        let filled = Line.repeating(style == .unicode ? "━" : "=", width: knob)
        let rest = Line.repeating(style == .unicode ? "─" : "-", width: track - knob - 1)
        let bar = filled + Line(style == .unicode ? "●" : "o", width: 1) + rest
        return [showsValue ? bar + .spaces(1) + value : bar]
    }
}
