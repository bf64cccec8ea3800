#if !canImport(Darwin)
import Foundation

/// A span of time as a phone's screen shows it, as a screen that shows a duration writes it:
///
/// ```swift
/// let formatter = DateComponentsFormatter()
/// formatter.allowedUnits = [.hour, .minute]
/// formatter.unitsStyle = .abbreviated
/// formatter.string(from: 3_725)    // "1h 2m"
/// formatter.unitsStyle = .positional
/// formatter.string(from: 3_725)    // "1:02"
/// ```
///
/// Linux's Foundation declares this class unavailable, so a file that compiles for iOS would
/// not compile here; TextUI's class stands in for it. The words come from Foundation's own
/// `Duration` format styles, in the locale of ``calendar`` (else the current one). Where it
/// differs from Apple's, it says so: spans are counted in weeks, days, hours, minutes and
/// seconds (a month is 30 days and a year 365, and both are shown as weeks and days); a unit
/// `maximumUnitCount` leaves out is dropped, not rounded into the last one shown;
/// `allowsFractionalUnits` and `collapsesLargestUnit` are kept and change nothing; the
/// approximation and time-remaining phrases are English.
///
/// Foundation: class DateComponentsFormatter
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written.
    ///
    /// Foundation: enum DateComponentsFormatter.UnitsStyle
    public enum UnitsStyle: Int, Sendable {
        /// `1:02:05`.
        ///
        /// Foundation: case positional
        case positional = 0
        /// `1h 2m 5s`.
        ///
        /// Foundation: case abbreviated
        case abbreviated = 1
        /// `1 hr, 2 min, 5 secs`.
        ///
        /// Foundation: case short
        case short = 2
        /// `1 hour, 2 minutes, 5 seconds`.
        ///
        /// Foundation: case full
        case full = 3
        /// `one hour, two minutes, five seconds`.
        ///
        /// Foundation: case spellOut
        case spellOut = 4
        /// `1 hr 2 min 5 secs`.
        ///
        /// Foundation: case brief
        case brief = 5
    }

    /// Which zero units are left out, or padded.
    ///
    /// Foundation: struct DateComponentsFormatter.ZeroFormattingBehavior
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// Foundation: var rawValue: UInt
        public let rawValue: UInt
        /// Foundation: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Every unit shown, zero or not.
        ///
        /// Foundation: static var none
        public static let none = ZeroFormattingBehavior([])
        /// Leading zeros dropped in the positional style, every zero in the others.
        ///
        /// Foundation: static var `default`
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        /// Foundation: static var dropLeading
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        /// Foundation: static var dropMiddle
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        /// Foundation: static var dropTrailing
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        /// Foundation: static var dropAll
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional units padded to two digits: `01:02:05`.
        ///
        /// Foundation: static var pad
        public static let pad = ZeroFormattingBehavior(rawValue: 65_536)
    }

    /// The units the span is counted in; empty (the default) is every unit.
    ///
    /// Foundation: var allowedUnits: NSCalendar.Unit
    open var allowedUnits: NSCalendar.Unit = []
    /// Foundation: var unitsStyle: DateComponentsFormatter.UnitsStyle
    open var unitsStyle: UnitsStyle = .positional
    /// Foundation: var zeroFormattingBehavior: DateComponentsFormatter.ZeroFormattingBehavior
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// How many units are shown at most; 0 (the default) is no limit.
    ///
    /// Foundation: var maximumUnitCount: Int
    open var maximumUnitCount: Int = 0
    /// Whose locale the words are in (nil: the current locale).
    ///
    /// Foundation: var calendar: Calendar?
    open var calendar: Calendar?
    /// Foundation: var referenceDate: Date?
    open var referenceDate: Date?
    /// Kept; changes nothing here.
    ///
    /// Foundation: var allowsFractionalUnits: Bool
    open var allowsFractionalUnits = false
    /// Kept; changes nothing here.
    ///
    /// Foundation: var collapsesLargestUnit: Bool
    open var collapsesLargestUnit = false
    /// Writes "About " before the span.
    ///
    /// Foundation: var includesApproximationPhrase: Bool
    open var includesApproximationPhrase = false
    /// Writes " remaining" after the span.
    ///
    /// Foundation: var includesTimeRemainingPhrase: Bool
    open var includesTimeRemainingPhrase = false
    /// Kept; changes nothing here.
    ///
    /// Foundation: var formattingContext: Formatter.Context
    open var formattingContext: Formatter.Context = .unknown

    /// Foundation: init()
    public override init() { super.init() }

    /// Foundation: init?(coder: NSCoder)
    public required init?(coder: NSCoder) { nil }

    /// The span of `ti` seconds, written as the style says.
    ///
    /// Foundation: func string(from ti: TimeInterval) -> String?
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite, abs(ti) < 1e15 else { return nil }
        let words = DurationWords(style: unitsStyle, zeros: zeroFormattingBehavior, units: allowedUnits,
                                  maximumUnitCount: maximumUnitCount, locale: calendar?.locale ?? .current)
        return (includesApproximationPhrase ? "About " : "") + words.string(seconds: ti)
            + (includesTimeRemainingPhrase ? " remaining" : "")
    }

    /// The span the components add up to (a month 30 days, a year 365).
    ///
    /// Foundation: func string(from components: DateComponents) -> String?
    open func string(from components: DateComponents) -> String? {
        string(from: DurationWords.seconds(in: components))
    }

    /// The span from one date to the other.
    ///
    /// Foundation: func string(from startDate: Date, to endDate: Date) -> String?
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// A number of seconds or date components, written; nil for anything else.
    ///
    /// Foundation: func string(for obj: Any?) -> String?
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let seconds as TimeInterval: string(from: seconds)
        case let seconds as Int: string(from: TimeInterval(seconds))
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    /// The components written in a style, every unit allowed.
    ///
    /// Foundation: class func localizedString(from components: DateComponents, unitsStyle: DateComponentsFormatter.UnitsStyle) -> String?
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }
}
#endif
