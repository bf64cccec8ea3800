import Foundation

/// How a predicate's format and a sort descriptor named by a key compare the values they read
/// (``KeyValueReading``), as Core Data compares attributes: numbers by value whatever their type
/// (a `Bool` is 0 or 1), strings by their characters, dates in time, objects by identity; an
/// empty value (`nil`) before any other.
///
/// ```swift
/// ValueComparison.order(2, 10.5)                        // .orderedAscending
/// ValueComparison.order(nil, "a")                       // .orderedAscending
/// ValueComparison.equal("Café", "cafe", options: [.caseInsensitive, .diacriticInsensitive]) // true
/// ```
enum ValueComparison {
    /// How `lhs` orders against `rhs`; `.orderedSame` for values of kinds that do not order.
    static func order(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions = []) -> ComparisonResult {
        switch (lhs.flatMap(swiftValue), rhs.flatMap(swiftValue)) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case let (left?, right?):
            if let left = number(left), let right = number(right) { return ordered(left, right) }
            if let left = left as? String, let right = right as? String { return left.compare(right, options: options) }
            if let left = left as? Date, let right = right as? Date { return ordered(left, right) }
            if let left = left as? UUID, let right = right as? UUID { return ordered(left.uuidString, right.uuidString) }
            if let left = left as? any Comparable { return orderedOpening(left, right) }
            return .orderedSame
        }
    }

    /// Whether `lhs` equals `rhs`: two empty values are equal, an empty one equals no other.
    static func equal(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions = []) -> Bool {
        switch (lhs.flatMap(swiftValue), rhs.flatMap(swiftValue)) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (left?, right?):
            if let left = number(left), let right = number(right) { return left == right }
            if let left = left as? String, let right = right as? String { return left.compare(right, options: options) == .orderedSame }
            if type(of: left) is AnyClass, type(of: right) is AnyClass { return (left as AnyObject) === (right as AnyObject) }
            if let left = left as? AnyHashable, let right = right as? AnyHashable { return left == right }
            return false
        }
    }

    /// `value` unwrapped, an `NSString` or `NSDate` as Swift's `String` or `Date` (a format's
    /// arguments are often written `startOfDay as NSDate`).
    private static func swiftValue(_ value: Any) -> Any? {
        switch KeyValueReading.unwrapped(value) {
        case let string as NSString: String(describing: string)
        case let date as NSDate: Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case let other: other
        }
    }

    /// A number's value as a `Double` (a `Bool` as 0 or 1); `nil` for any other value.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Bool: return value ? 1 : 0
        case let value as Int: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Int64: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int16: return Double(value)
        case let value as UInt: return Double(value)
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    private static func ordered<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }

    private static func orderedOpening<Value: Comparable>(_ lhs: Value, _ rhs: Any) -> ComparisonResult {
        guard let rhs = rhs as? Value else { return .orderedSame }
        return ordered(lhs, rhs)
    }
}
