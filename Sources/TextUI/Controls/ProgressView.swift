/// Shows that work is under way: a spinner mark and an optional label, or, given a value, a
/// bar across the width with the percentage done.
///
/// ```swift
/// ProgressView("ログイン中…")
/// ProgressView("ダウンロード", value: 0.4).render(width: 20)
/// ```
/// ```text
/// ⟳ ログイン中…
/// ```
/// ```text
/// ダウンロード
/// ██████░░░░░░░░░░ 40%
/// ```
/// The bar fills `value / total` of its columns, rounded down; values outside `0...total`
/// (and NaN) are clamped; a `nil` value is a spinner. A current-value label goes under the bar.
/// SwiftUI: struct ProgressView<Label, CurrentValueLabel> where Label : View, CurrentValueLabel : View
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let fraction: Double?
    /// A timer's interval: the fraction is worked out for the moment drawn.
    let timer: (interval: ClosedRange<Date>, countsDown: Bool)?

    init(label: Label, currentValueLabel: CurrentValueLabel, fraction: Double?, timer: (interval: ClosedRange<Date>, countsDown: Bool)? = nil) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.fraction = fraction
        self.timer = timer
    }

    /// A bar `value / total` full (a spinner when `value` is `nil`), with a label and a
    /// current-value label of any views.
    /// SwiftUI: ProgressView.init(value:total:label:currentValueLabel:)
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: Self.fraction(value, total))
    }

    /// SwiftUI: ProgressView.body
    public var body: Never { fatalError("ProgressView has no body") }

    /// `value / total` within `0...1`; `nil` for no value.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let fraction = total > 0 ? Double(value) / Double(total) : 0
        return fraction.isNaN ? 0 : min(1, max(0, fraction))
    }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let fraction = timer.map { Self.fraction($0.interval, countsDown: $0.countsDown, now: context.environment.now) } ?? fraction
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: ProgressViewStyleConfiguration.Label { [label] in label.makeNodes($0) },
            currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel { [currentValueLabel] in currentValueLabel.makeNodes($0) }
        )
        let labelNode = label.makeNode(context)
        let locale = context.environment.locale
        let value = fraction.map { SystemString.percent.text(in: locale, "\(Int(($0 * 100).rounded()))") } ?? SystemString.inProgress.text(in: locale)
        let element = AccessibilityElement(label: ControlText.spoken(labelNode), value: value, control: .progress)
        switch context.controls.progressViewStyle {
        case .custom(let makeBody):
            var inner = context
            inner.controls.progressViewStyle = .automatic
            let body = EnvironmentValues.with(context.environment) { makeBody(configuration) }
            return AccessibilityNode(body.makeNode(inner), shape: .element(element))
        case let style:
            return AccessibilityNode(ProgressDrawing.node(configuration, style: style, context: context), shape: .element(element))
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    /// SwiftUI: ProgressView.init()
    public init() {
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), fraction: nil)
    }

    /// A bar `value / total` full, or a spinner when `value` is `nil`.
    /// SwiftUI: ProgressView.init(value:total:)
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), fraction: Self.fraction(value, total))
    }

    /// A bar for a Foundation `Progress`.
    /// SwiftUI: ProgressView.init(_:) (Progress)
    public init(_ progress: Progress) {
        let fraction = progress.isIndeterminate ? nil : progress.fractionCompleted
        self.init(label: EmptyView(), currentValueLabel: EmptyView(), fraction: fraction.map { min(1, max(0, $0.isNaN ? 0 : $0)) })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label of any view.
    /// SwiftUI: ProgressView.init(label:)
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), fraction: nil)
    }

    /// A bar `value / total` full with a label of any view.
    /// SwiftUI: ProgressView.init(value:total:label:)
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), fraction: Self.fraction(value, total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner labelled `title`.
    /// SwiftUI: ProgressView.init(_:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(String(title)), currentValueLabel: EmptyView(), fraction: nil)
    }

    /// A spinner labelled `title`.
    /// SwiftUI: ProgressView.init(_:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: Text(titleKey), currentValueLabel: EmptyView(), fraction: nil)
    }

    /// A bar `value / total` full labelled `title`.
    /// SwiftUI: ProgressView.init(_:value:total:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(String(title)), currentValueLabel: EmptyView(), fraction: Self.fraction(value, total))
    }

    /// A bar `value / total` full labelled `title`.
    /// SwiftUI: ProgressView.init(_:value:total:) (LocalizedStringKey)
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), currentValueLabel: EmptyView(), fraction: Self.fraction(value, total))
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a ``ProgressViewStyle`` is drawing, for its body to wrap.
    /// SwiftUI: ProgressView.init(_:) (ProgressViewStyleConfiguration)
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            label: configuration.label ?? Label { _ in [] },
            currentValueLabel: configuration.currentValueLabel ?? CurrentValueLabel { _ in [] },
            fraction: configuration.fractionCompleted
        )
    }
}

extension ProgressView: Sendable where Label: Sendable, CurrentValueLabel: Sendable {}

/// `█████░░░░░ 50%` across the whole width; the percentage goes first when space runs short.
final class ProgressBarNode: LayoutNode {
    let fraction: Double
    let style: RenderStyle

    init(fraction: Double, style: RenderStyle) {
        self.fraction = fraction
        self.style = style
    }

    var fillsWidth: Bool { true }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        let percent = Line(" \(Int((fraction * 100).rounded(.down)))%")
        let barWidth = width - percent.width
        guard barWidth >= 1 else { return [Line.repeating(style.progressFilled, width: Int(Double(width) * fraction))] }
        let filled = Int((Double(barWidth) * fraction).rounded(.down))
        return [.repeating(style.progressFilled, width: filled) + .repeating(style.progressEmpty, width: barWidth - filled) + percent]
    }
}
