import Foundation

private struct RenderDateKey: EnvironmentKey { static let defaultValue: Date? = nil }

extension EnvironmentValues {
    /// TextUI only: the moment a screen is drawn for, read by what counts from now — a
    /// `.relative`, `.offset` or `.timer` date, `Text(timerInterval:)`, a timer's
    /// `ProgressView` and a `TimelineView`. `nil`, the default, reads the clock as each is drawn;
    /// set it where a preview or a snapshot must read the same on every run.
    ///
    /// ```swift
    /// let sent = Date(timeIntervalSince1970: 1_767_000_000)
    /// Text(sent, style: .relative)
    ///     .environment(\.renderDate, sent.addingTimeInterval(8_580))
    /// ```
    /// ```text
    /// 2 hours, 23 minutes
    /// ```
    public var renderDate: Date? {
        get { self[RenderDateKey.self] }
        set { self[RenderDateKey.self] = newValue }
    }

    /// The moment to draw for: ``renderDate``, or the clock's time.
    var now: Date { renderDate ?? Date() }
}
