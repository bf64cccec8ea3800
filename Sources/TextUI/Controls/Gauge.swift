/// A value within a range, as a fuel gauge shows it: in text, a ``ProgressView`` bar of the
/// value's place in the range with the gauge's label above and its current-value label
/// below, and the bounds' labels at the ends of a row under it. Every gauge style draws so.
///
/// ```swift
/// Gauge(value: 42, in: 0...100) {
///     Text("Pages")
/// } currentValueLabel: {
///     Text("42")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }.render(width: 20)
/// ```
/// ```text
/// Pages
/// ██████░░░░░░░░░░ 42%
/// 42
/// 0                100
/// ```
///
/// SwiftUI: struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels> where Label : View, CurrentValueLabel : View, BoundsLabel : View, MarkedValueLabels : View
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let bounds: (minimum: BoundsLabel, maximum: BoundsLabel)?

    /// A gauge of `value` in `bounds`, with all its labels.
    ///
    /// SwiftUI: Gauge.init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.bounds = (minimumValueLabel(), maximumValueLabel())
    }

    /// SwiftUI: Gauge.body
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ProgressView(value: fraction) { label } currentValueLabel: { currentValueLabel }
            if let bounds {
                HStack(spacing: 1) {
                    bounds.minimum
                    Spacer(minLength: 0)
                    bounds.maximum
                }
            }
        }
    }

    /// Where `value` lies in `bounds`, within `0...1`.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return value >= bounds.upperBound ? 1 : 0 }
        let fraction = Double(value - bounds.lowerBound) / span
        return fraction.isNaN ? 0 : min(1, max(0, fraction))
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and a current-value label.
    ///
    /// SwiftUI: Gauge.init(value:in:label:currentValueLabel:)
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.bounds = nil
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    ///
    /// SwiftUI: Gauge.init(value:in:label:)
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = EmptyView()
        self.bounds = nil
    }
}
