import Foundation

extension DumpLeaf {
    /// Foundation values whose stored fields are private machinery, shown by
    /// what they mean instead. The same on every machine: dates are in UTC.
    ///
    /// `URL(https://example.com/a)`, `Date(2024-01-31T09:30:00.250Z)`,
    /// `UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)`, `Data(3 bytes)`, `Decimal(1.5)`.
    static func foundationText(for value: Any) -> String? {
        // Compare types first: a cast alone would bridge every array and
        // dictionary to Objective-C on its way to failing.
        let valueType = type(of: value)
        if valueType == URL.self, let url = value as? URL { return "URL(\(url.absoluteString))" }
        if valueType == Date.self, let date = value as? Date { return "Date(\(iso8601(date)))" }
        if valueType == UUID.self, let uuid = value as? UUID { return "UUID(\(uuid.uuidString))" }
        if valueType == Data.self, let data = value as? Data {
            return "Data(\(data.count) \(data.count == 1 ? "byte" : "bytes"))"
        }
        if valueType == Decimal.self, let decimal = value as? Decimal { return "Decimal(\(decimal))" }
        return nil
    }

    /// `date` as `yyyy-MM-ddTHH:mm:ss.SSSZ` in UTC, computed without calendars or
    /// locales so that it cannot vary by machine.
    static func iso8601(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds.magnitude < 1e14 else { return "timeIntervalSince1970: \(seconds)" }
        let milliseconds = Int64((seconds * 1000).rounded(.down))
        let (days, millisecondOfDay) = floorDivision(milliseconds, 86_400_000)
        let (year, month, day) = civilDate(daysSince1970: days)
        let time = millisecondOfDay / 1000
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
            + "T" + padded(time / 3600, 2) + ":" + padded(time / 60 % 60, 2) + ":" + padded(time % 60, 2)
            + "." + padded(millisecondOfDay % 1000, 3) + "Z"
    }

    /// The proleptic Gregorian date of a day count (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let (era, dayOfEra) = floorDivision(days + 719_468, 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = (value % divisor + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }

    private static func padded(_ number: Int64, _ width: Int) -> String {
        let digits = String(number.magnitude)
        let sign = number < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
