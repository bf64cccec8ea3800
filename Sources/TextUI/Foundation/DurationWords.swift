#if !canImport(Darwin)
import Foundation

/// What ``DateComponentsFormatter`` writes: a number of seconds split into the allowed units
/// (weeks down to seconds, each truncated), the zero units dropped as asked, then written by
/// Foundation's `Duration` format styles — `1:02:05`, `1h 2m 5s`, `1 hour, 2 minutes`.
struct DurationWords {
    let style: DateComponentsFormatter.UnitsStyle
    let zeros: DateComponentsFormatter.ZeroFormattingBehavior
    let units: NSCalendar.Unit
    let maximumUnitCount: Int
    let locale: Locale

    /// A unit a span is counted in, largest first.
    enum Unit: Int64, CaseIterable {
        case week = 604_800, day = 86_400, hour = 3_600, minute = 60, second = 1

        var formatUnit: Duration.UnitsFormatStyle.Unit {
            switch self {
            case .week: .weeks
            case .day: .days
            case .hour: .hours
            case .minute: .minutes
            case .second: .seconds
            }
        }
    }

    /// The units `units` allows: every one for none; years, months and weeks of a month or a
    /// year are counted as weeks.
    var countedUnits: [Unit] {
        if units.isEmpty { return Unit.allCases }
        let counted = Unit.allCases.filter { unit in
            switch unit {
            case .week: !units.isDisjoint(with: [.year, .month, .weekOfMonth, .weekOfYear])
            case .day: units.contains(.day)
            case .hour: units.contains(.hour)
            case .minute: units.contains(.minute)
            case .second: units.contains(.second)
            }
        }
        return counted.isEmpty ? [.second] : counted
    }

    /// The seconds the components add up to (a month 30 days, a year 365).
    static func seconds(in components: DateComponents) -> TimeInterval {
        let day = 86_400.0
        let parts: [(Int?, Double)] = [
            (components.year, 365 * day), (components.month, 30 * day), (components.weekOfMonth, 7 * day),
            (components.weekOfYear, 7 * day), (components.day, day), (components.hour, 3_600),
            (components.minute, 60), (components.second, 1),
        ]
        return parts.reduce(0) { sum, part in sum + Double(part.0 ?? 0) * part.1 }
    }

    func string(seconds: TimeInterval) -> String {
        let units = countedUnits
        var left = Int64(abs(seconds))
        let counted = units.map { unit -> (value: Int64, unit: Unit) in
            defer { left %= unit.rawValue }
            return (left / unit.rawValue, unit)
        }
        let shown = limited(droppingZeros(counted))
        let sign = seconds < 0 && shown.contains { $0.value > 0 } ? "-" : ""
        if style == .positional { return sign + positional(shown) }
        let kept = shown.isEmpty ? [(value: Int64(0), unit: units[units.count - 1])] : shown
        let total = kept.reduce(Int64(0)) { $0 + $1.value * $1.unit.rawValue }
        let words = Duration.seconds(seconds < 0 ? -total : total).formatted(
            .units(allowed: Set(kept.map(\.unit.formatUnit)), width: width,
                   zeroValueUnits: kept.contains { $0.value == 0 } ? .show(length: 1) : .hide)
            .locale(locale))
        return style == .spellOut ? spelledOut(words) : words
    }

    private var width: Duration.UnitsFormatStyle.UnitWidth {
        switch style {
        case .abbreviated: .narrow
        case .short: .abbreviated
        case .brief: .condensedAbbreviated
        case .positional, .full, .spellOut: .wide
        }
    }

    /// The counted units less the zeros the behaviour drops. In the positional style a place
    /// stands for its unit, so only leading zeros go, and minutes and seconds stay (`0:05`).
    private func droppingZeros(_ counted: [(value: Int64, unit: Unit)]) -> [(value: Int64, unit: Unit)] {
        if zeros.contains(.pad) || zeros == .none { return counted }
        let behaviour: DateComponentsFormatter.ZeroFormattingBehavior =
            zeros.contains(.default) ? (style == .positional ? .dropLeading : .dropAll) : zeros
        let first = counted.firstIndex { $0.value != 0 } ?? counted.count
        if style == .positional {
            guard behaviour.contains(.dropLeading) else { return counted }
            return Array(counted[max(0, min(first, counted.count - 2))...])
        }
        let last = counted.lastIndex { $0.value != 0 } ?? -1
        return counted.enumerated().filter { index, part in
            part.value != 0 || !(
                (index < first && behaviour.contains(.dropLeading))
                    || (index > last && behaviour.contains(.dropTrailing))
                    || (index > first && index < last && behaviour.contains(.dropMiddle)))
        }.map(\.element)
    }

    private func limited(_ shown: [(value: Int64, unit: Unit)]) -> [(value: Int64, unit: Unit)] {
        maximumUnitCount > 0 ? Array(shown.prefix(maximumUnitCount)) : shown
    }

    /// `1:02:05`: the first unit as it is (two digits when padded), the others two digits.
    private func positional(_ shown: [(value: Int64, unit: Unit)]) -> String {
        shown.enumerated().map { index, part in
            index == 0 && !zeros.contains(.pad) ? String(part.value) : twoDigits(part.value)
        }.joined(separator: ":")
    }

    private func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : String(value)
    }

    /// Every number in `words` written out in the locale: `2 minutes` → `two minutes`.
    private func spelledOut(_ words: String) -> String {
        let speller = NumberFormatter()
        speller.numberStyle = .spellOut
        speller.locale = locale
        var result = "", digits = ""
        for character in words + " " {
            if character.isASCII, character.isNumber { digits.append(character); continue }
            if !digits.isEmpty {
                result += Int(digits).flatMap { speller.string(from: NSNumber(value: $0)) } ?? digits
                digits = ""
            }
            result.append(character)
        }
        return String(result.dropLast())
    }
}
#endif
