/// A date written the same on every machine: in the words and patterns of its ``language``'s
/// system strings (English unless told otherwise), on the Gregorian calendar, at a fixed offset
/// from UTC (UTC unless the environment's time zone says otherwise), worked out by arithmetic
/// rather than the machine's locale and time-zone data. A date it cannot write has no parts:
/// its views read ``outOfRange`` instead.
struct DateText {
    /// The language the date is written in: its month names, weekdays and patterns.
    var language = SystemLanguage.english

    let year: Int
    /// 1...12.
    let month: Int
    /// 1...31.
    let day: Int
    let hour: Int
    let minute: Int
    let second: Int
    /// 0 is Sunday.
    let weekday: Int

    /// What a date that cannot be written reads as: not a number, infinite, or outside the
    /// years 1 to 9999 (``drawableSeconds``).
    static let outOfRange = "date out of range"

    /// The seconds since 1970 a date may be to be written: 0001-01-01 00:00:00 to
    /// 9999-12-31 23:59:59, as shown (after the time zone's offset).
    static let drawableSeconds = -62_135_596_800...253_402_300_799

    /// The whole seconds since 1970 of `date`, or `nil` when it is out of ``drawableSeconds``
    /// (NaN and the infinities included), so no arithmetic on it can overflow.
    static func seconds(of date: Date) -> Int? {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds >= Double(drawableSeconds.lowerBound), seconds <= Double(drawableSeconds.upperBound) else { return nil }
        return Int(seconds)
    }

    /// Whether every one of `dates` can be written (is within ``drawableSeconds``).
    static func canWrite(_ dates: Date...) -> Bool {
        dates.allSatisfy { seconds(of: $0) != nil }
    }

    /// The parts of `date` at `secondsFromGMT` from UTC; `nil` when the date, shown at that
    /// offset, is out of ``drawableSeconds``.
    init?(_ date: Date, secondsFromGMT: Int = 0) {
        guard let utc = Self.seconds(of: date) else { return nil }
        let (total, overflow) = utc.addingReportingOverflow(secondsFromGMT)
        guard !overflow, Self.drawableSeconds.contains(total) else { return nil }
        let days = Int((Double(total) / 86_400).rounded(.down))
        let seconds = total - days * 86_400
        (hour, minute, second) = (seconds / 3600, seconds % 3600 / 60, seconds % 60)
        weekday = ((days % 7) + 7 + 4) % 7
        (year, month, day) = Self.civil(fromDays: days)
    }

    /// The year, month and day `days` after 1970-01-01 (the proleptic Gregorian calendar).
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The number of days in `month` of `year`.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `Jan 5, 2025` (`2025/1/5` in Japanese).
    var dateString: String { written(.shortDatePattern) }

    /// `January 5, 2025` (`2025年1月5日`).
    var longDateString: String { written(.datePattern) }

    /// `9:41 AM`, or with `seconds` `9:41:05 AM` (`9:41`, `9:41:05` in Japanese).
    func timeString(seconds: Bool = false) -> String {
        written(seconds ? .timeWithSecondsPattern : .timePattern)
    }

    /// `January 2025` (`2025年1月`).
    var monthTitle: String { written(.monthTitlePattern) }

    /// The weekdays' short names from Sunday: `Su` … `Sa` (`日` … `土`).
    var weekdaySymbols: [String] { SystemString.weekdaysShort.list(in: language) }

    /// `pattern`'s placeholders filled with this date's parts (see `SystemStrings+English.swift`).
    private func written(_ pattern: SystemString) -> String {
        let names = SystemString.months.list(in: language)
        let name = names.indices.contains(month - 1) ? names[month - 1] : "\(month)"
        let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return SystemLanguage.fill(pattern.text(in: language), [
            "year": "\(year)", "month": "\(month)", "monthName": name, "monthShort": String(name.prefix(3)), "day": "\(day)",
            "hour": "\(hour)", "hour12": "\(hour % 12 == 0 ? 12 : hour % 12)", "minute": pad(minute), "second": pad(second),
            "ampm": (hour < 12 ? SystemString.am : SystemString.pm).text(in: language),
        ])
    }

    /// The weekday of the first of this month, 0 for Sunday.
    var firstWeekdayOfMonth: Int { ((weekday - (day - 1)) % 7 + 7) % 7 }
}
