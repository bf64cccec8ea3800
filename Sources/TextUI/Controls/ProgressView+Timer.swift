extension ProgressView {
    /// A bar for the time gone in `timerInterval`, empty at its start and full at its end
    /// (the other way round when `countsDown`), with `currentValueLabel` beside it; drawn for
    /// the environment's ``EnvironmentValues/renderDate``, or the clock's time.
    ///
    /// SwiftUI: ProgressView.init(timerInterval:countsDown:label:currentValueLabel:)
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: nil, timer: (timerInterval, countsDown))
    }

    /// The bar's fill at `now`: the share of the interval gone, or left when counting down;
    /// none when an end or `now` is out of the years 1 to 9999 (its label says so).
    static func fraction(_ interval: ClosedRange<Date>, countsDown: Bool, now: Date) -> Double {
        guard DateText.canWrite(interval.lowerBound, interval.upperBound, now) else { return 0 }
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0 else { return 1 }
        let gone = min(max(0, now.timeIntervalSince(interval.lowerBound)), length) / length
        return countsDown ? 1 - gone : gone
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer's bar labelled by `label`, the time left (or gone) beside it.
    ///
    /// SwiftUI: ProgressView.init(timerInterval:countsDown:label:)
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer's bar, the time left (or gone) beside it.
    ///
    /// SwiftUI: ProgressView.init(timerInterval:countsDown:)
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

/// The time left (or gone) of a timer's progress view, as `Text(timerInterval:)` writes it.
///
/// SwiftUI: struct DefaultDateProgressLabel
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// SwiftUI: DefaultDateProgressLabel.body
    public var body: Text {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}
