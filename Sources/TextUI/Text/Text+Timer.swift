extension Text {
    /// A timer for `timerInterval`, counting down to its end (or up from its start), written
    /// for the moment the text is drawn (``EnvironmentValues/renderDate`` or the clock's time)
    /// — or for `pauseTime`, when given: `2:05`, `1:02:05`. An end or a moment that is not a
    /// number, infinite, or outside the years 1 to 9999 reads `date out of range`.
    ///
    /// ```swift
    /// let start = Date(timeIntervalSince1970: 1_767_000_000)
    /// Text(timerInterval: start...start.addingTimeInterval(180), pauseTime: start.addingTimeInterval(55))
    /// ```
    /// ```text
    /// 2:05
    /// ```
    ///
    /// SwiftUI: Text.init(timerInterval:pauseTime:countsDown:showsHours:)
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        if let pauseTime {
            self.init(Text.timerString(timerInterval, at: pauseTime, countsDown: countsDown, showsHours: showsHours))
        } else {
            self.init(pieces: [.moment(.timer(timerInterval, countsDown: countsDown, showsHours: showsHours))])
        }
    }

    /// The time left (or gone) in `interval` at `moment`, within the interval; `date out of
    /// range` when either end or the moment is (so the seconds always fit an `Int`).
    static func timerString(_ interval: ClosedRange<Date>, at moment: Date, countsDown: Bool, showsHours: Bool = true) -> String {
        guard DateText.canWrite(interval.lowerBound, interval.upperBound, moment) else { return DateText.outOfRange }
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let gone = min(max(0, moment.timeIntervalSince(interval.lowerBound)), length)
        // A countdown shows a second until the whole second has passed, as a kitchen timer does.
        let total = Int(countsDown ? (length - gone).rounded(.up) : gone.rounded(.down))
        let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        let (hours, minutes, seconds) = (total / 3600, total % 3600 / 60, total % 60)
        guard showsHours, hours > 0 else { return "\(total / 60):\(pad(seconds))" }
        return "\(hours):\(pad(minutes)):\(pad(seconds))"
    }
}
