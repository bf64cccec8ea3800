/// A view drawn for a moment of a schedule: its content is given the entry a person sees now
/// (the latest at or before now), and text draws that one moment.
///
/// ```swift
/// let noon = Date(timeIntervalSince1970: 1_767_096_000)
/// TimelineView(.explicit([noon])) { context in
///     Text(context.date, style: .time)
/// }
/// ```
/// ```text
/// 12:00 PM
/// ```
/// A periodic or every-minute schedule draws its entry for the moment drawn, as a clock shows:
/// the environment's ``EnvironmentValues/renderDate``, or the clock's time.
///
/// SwiftUI: struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// SwiftUI: TimelineView.init(_:content:)
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// SwiftUI: TimelineView.body
    public var body: Content {
        let now = EnvironmentValues.current.now
        var shown: Date?
        for (index, date) in schedule.entries(from: now, mode: .normal).enumerated() {
            if index == 1_000 || (date > now && shown != nil) { break }
            if shown == nil || date <= now { shown = date }
        }
        return content(TimelineViewDefaultContext(date: shown ?? now, cadence: .seconds))
    }

    /// The moment a timeline view's content is drawn for.
    ///
    /// SwiftUI: TimelineView.Context
    public struct Context {
        /// The moment drawn.
        ///
        /// SwiftUI: TimelineView.Context.date
        public let date: Date
        /// How often the content changes; text draws one moment.
        ///
        /// SwiftUI: TimelineView.Context.cadence
        public let cadence: Cadence

        /// How often a timeline's content is redrawn.
        ///
        /// SwiftUI: TimelineView.Context.Cadence
        public enum Cadence: Comparable, Sendable {
            /// SwiftUI: TimelineView.Context.Cadence.live
            case live
            /// SwiftUI: TimelineView.Context.Cadence.seconds
            case seconds
            /// SwiftUI: TimelineView.Context.Cadence.minutes
            case minutes
        }
    }
}

/// The context every timeline view's content gets.
///
/// SwiftUI: typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// The moments a ``TimelineView`` is drawn for.
///
/// SwiftUI: protocol TimelineSchedule
public protocol TimelineSchedule {
    /// SwiftUI: TimelineSchedule.Entries
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The moments from `startDate` on.
    ///
    /// SwiftUI: TimelineSchedule.entries(from:mode:)
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update.
///
/// SwiftUI: enum TimelineScheduleMode
public enum TimelineScheduleMode: Sendable {
    /// SwiftUI: TimelineScheduleMode.normal
    case normal
    /// SwiftUI: TimelineScheduleMode.lowFrequency
    case lowFrequency
}

/// Moments `interval` seconds apart from a start.
///
/// SwiftUI: struct PeriodicTimelineSchedule
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// SwiftUI: PeriodicTimelineSchedule.init(from:by:)
    public init(from startDate: Date, by interval: TimeInterval) {
        (start, self.interval) = (startDate, interval)
    }

    /// The moments from the last one at or before `startDate` (or the first, if later).
    ///
    /// SwiftUI: PeriodicTimelineSchedule.entries(from:mode:)
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, startDate > start else { return Entries(upcoming: start, interval: max(interval, 1)) }
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return Entries(upcoming: start.addingTimeInterval(steps * interval), interval: interval)
    }

    /// SwiftUI: PeriodicTimelineSchedule.Entries
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// SwiftUI: PeriodicTimelineSchedule.Entries.next()
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

/// A moment at the start of every minute.
///
/// SwiftUI: struct EveryMinuteTimelineSchedule
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// SwiftUI: EveryMinuteTimelineSchedule.init()
    public init() {}

    /// SwiftUI: EveryMinuteTimelineSchedule.entries(from:mode:)
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSince1970 / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSince1970: minute), interval: 60)
    }
}

/// The moments of an animation, as often as the screen redraws.
///
/// SwiftUI: struct AnimationTimelineSchedule
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let interval: Double

    /// SwiftUI: AnimationTimelineSchedule.init(minimumInterval:paused:)
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        interval = max(minimumInterval ?? 1.0 / 60, 1.0 / 120)
    }

    /// SwiftUI: AnimationTimelineSchedule.entries(from:mode:)
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(upcoming: startDate, interval: interval)
    }
}

/// The moments given.
///
/// SwiftUI: struct ExplicitTimelineSchedule<Entries> where Entries : Sequence, Entries.Element == Date
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// SwiftUI: ExplicitTimelineSchedule.init(_:)
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// SwiftUI: ExplicitTimelineSchedule.entries(from:mode:)
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// SwiftUI: TimelineSchedule.periodic(from:by:)
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// SwiftUI: TimelineSchedule.everyMinute
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// SwiftUI: TimelineSchedule.animation
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// SwiftUI: TimelineSchedule.animation(minimumInterval:paused:)
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// SwiftUI: TimelineSchedule.explicit(_:)
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
