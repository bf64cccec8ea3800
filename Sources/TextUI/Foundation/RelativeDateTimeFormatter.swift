#if !canImport(Darwin)
import Foundation

/// How long ago, or how soon, a date is, as a row that shows when something happened writes it:
///
/// ```swift
/// let formatter = RelativeDateTimeFormatter()
/// formatter.unitsStyle = .abbreviated
/// formatter.localizedString(for: posted, relativeTo: posted + 5 * 3_600)    // "5h ago"
/// formatter.localizedString(fromTimeInterval: 2 * 86_400)                  // "in 2d"
/// ```
///
/// Linux's Foundation lacks this class, so a file that compiles for iOS would not compile here;
/// TextUI's stands in for it, with the words of Foundation's own relative date format style
/// (`Date.AnchoredRelativeFormatStyle`), in ``locale`` and ``calendar``. One difference, said
/// here: a span given without a reference date (`localizedString(fromTimeInterval:)`,
/// `localizedString(from:)`) is measured from a fixed date, 1 January 2001, not from now, so the
/// same span always reads the same.
///
/// Foundation: class RelativeDateTimeFormatter
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers only (`1 day ago`) or names where the language has them (`yesterday`).
    ///
    /// Foundation: enum RelativeDateTimeFormatter.DateTimeStyle
    public enum DateTimeStyle: Int, Sendable {
        /// Foundation: case numeric
        case numeric = 0
        /// Foundation: case named
        case named = 1
    }

    /// How the unit is written.
    ///
    /// Foundation: enum RelativeDateTimeFormatter.UnitsStyle
    public enum UnitsStyle: Int, Sendable {
        /// `2 hours ago`.
        ///
        /// Foundation: case full
        case full = 0
        /// `two hours ago`.
        ///
        /// Foundation: case spellOut
        case spellOut = 1
        /// `2 hr. ago`.
        ///
        /// Foundation: case short
        case short = 2
        /// `2h ago`.
        ///
        /// Foundation: case abbreviated
        case abbreviated = 3
    }

    /// Foundation: var dateTimeStyle: RelativeDateTimeFormatter.DateTimeStyle
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// Foundation: var unitsStyle: RelativeDateTimeFormatter.UnitsStyle
    open var unitsStyle: UnitsStyle = .full
    /// Foundation: var formattingContext: Formatter.Context
    open var formattingContext: Formatter.Context = .unknown
    /// Foundation: var calendar: Calendar!
    open var calendar: Calendar! = .current
    /// Foundation: var locale: Locale!
    open var locale: Locale! = .current

    /// Foundation: init()
    public override init() { super.init() }

    /// Foundation: init?(coder: NSCoder)
    public required init?(coder: NSCoder) { nil }

    /// `date` told from `referenceDate`: `5 hours ago`, `in 2 days`.
    ///
    /// Foundation: func localizedString(for date: Date, relativeTo referenceDate: Date) -> String
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: width,
            locale: locale ?? .current, calendar: calendar ?? .current, capitalizationContext: capitalization)
        return style.format(referenceDate)
    }

    /// A span from a fixed date (see the type's note): `-3600` is `1 hour ago`.
    ///
    /// Foundation: func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let reference = Self.referenceDate
        let seconds = timeInterval.isFinite ? max(-1e12, min(1e12, timeInterval)) : 0
        return localizedString(for: reference.addingTimeInterval(seconds), relativeTo: reference)
    }

    /// The components as a span from a fixed date (see the type's note).
    ///
    /// Foundation: func localizedString(from dateComponents: DateComponents) -> String
    open func localizedString(from dateComponents: DateComponents) -> String {
        let reference = Self.referenceDate
        let date = (calendar ?? .current).date(byAdding: dateComponents, to: reference) ?? reference
        return localizedString(for: date, relativeTo: reference)
    }

    /// A date, told from now; nil for anything else.
    ///
    /// Foundation: func string(for obj: Any?) -> String?
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)

    private var width: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }

    private var capitalization: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .standalone: .standalone
        case .listItem: .listItem
        default: .unknown
        }
    }
}
#endif
