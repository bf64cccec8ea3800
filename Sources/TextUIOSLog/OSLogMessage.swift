#if !canImport(os)
import Foundation

/// A log message with its interpolations and how each may be shown:
/// `"Signed in as \(name, privacy: .private) in \(seconds, format: .fixed(precision: 1)) s"`.
/// The values are closures the log would read only if the level were on; here none is read.
///
/// os: struct OSLogMessage
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// How many values the message interpolates.
    ///
    /// TextUI only: what a test can read of a message no log receives.
    public let interpolationCount: Int

    /// os: init(stringInterpolation: OSLogInterpolation)
    public init(stringInterpolation: OSLogInterpolation) { interpolationCount = stringInterpolation.count }

    /// os: init(stringLiteral value: String)
    public init(stringLiteral value: String) { interpolationCount = 0 }
}

/// The pieces of a log message as it is written.
///
/// os: struct OSLogInterpolation
public struct OSLogInterpolation: StringInterpolationProtocol {
    var count = 0

    /// os: init(literalCapacity: Int, interpolationCount: Int)
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// os: mutating func appendLiteral(_ literal: String)
    public mutating func appendLiteral(_ literal: String) {}

    /// Any value, shown as `String(describing:)` shows it.
    ///
    /// os: mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto)
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { count += 1 }

    /// A whole number, in a format.
    ///
    /// os: mutating func appendInterpolation<T>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) where T : FixedWidthInteger
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { count += 1 }

    /// A fractional number, in a format.
    ///
    /// os: mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto)
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { count += 1 }

    /// A fractional number, in a format.
    ///
    /// os: mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto)
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { count += 1 }

    /// A truth value, as `true`/`false` or `YES`/`NO`.
    ///
    /// os: mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto)
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) { count += 1 }
}

/// Who may read an interpolated value in the log.
///
/// os: struct OSLogPrivacy
public struct OSLogPrivacy: Equatable, Sendable {
    let name: String
    let mask: Mask?

    /// How a private value is hidden.
    ///
    /// os: struct OSLogPrivacy.Mask
    public struct Mask: Equatable, Sendable {
        let name: String
        /// os: static var hash: OSLogPrivacy.Mask { get }
        public static var hash: Mask { Mask(name: "hash") }
        /// os: static var none: OSLogPrivacy.Mask { get }
        public static var none: Mask { Mask(name: "none") }
    }

    /// os: static var auto: OSLogPrivacy { get }
    public static var auto: OSLogPrivacy { OSLogPrivacy(name: "auto", mask: nil) }
    /// os: static var `public`: OSLogPrivacy { get }
    public static var `public`: OSLogPrivacy { OSLogPrivacy(name: "public", mask: nil) }
    /// os: static var `private`: OSLogPrivacy { get }
    public static var `private`: OSLogPrivacy { OSLogPrivacy(name: "private", mask: nil) }
    /// os: static var sensitive: OSLogPrivacy { get }
    public static var sensitive: OSLogPrivacy { OSLogPrivacy(name: "sensitive", mask: nil) }
    /// os: static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto", mask: mask) }
    /// os: static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private", mask: mask) }
    /// os: static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive", mask: mask) }
}

/// How an interpolated value is padded.
///
/// os: struct OSLogStringAlignment
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    /// os: static var none: OSLogStringAlignment { get }
    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: 0) }
    /// os: static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: -1) }
    /// os: static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: 1) }
}

/// How a whole number is written.
///
/// os: struct OSLogIntegerFormatting
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    /// os: static var decimal: OSLogIntegerFormatting { get }
    public static var decimal: OSLogIntegerFormatting { OSLogIntegerFormatting(radix: 10) }
    /// os: static var hex: OSLogIntegerFormatting { get }
    public static var hex: OSLogIntegerFormatting { OSLogIntegerFormatting(radix: 16) }
    /// os: static var octal: OSLogIntegerFormatting { get }
    public static var octal: OSLogIntegerFormatting { OSLogIntegerFormatting(radix: 8) }
    /// os: static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting { .decimal }
    /// os: static func hex(explicitPrefix: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting
    public static func hex(explicitPrefix: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting { .hex }
}

/// How a fractional number is written.
///
/// os: struct OSLogFloatFormatting
public struct OSLogFloatFormatting: Sendable {
    let style: String
    /// os: static var fixed: OSLogFloatFormatting { get }
    public static var fixed: OSLogFloatFormatting { OSLogFloatFormatting(style: "fixed") }
    /// os: static var exponential: OSLogFloatFormatting { get }
    public static var exponential: OSLogFloatFormatting { OSLogFloatFormatting(style: "exponential") }
    /// os: static var hybrid: OSLogFloatFormatting { get }
    public static var hybrid: OSLogFloatFormatting { OSLogFloatFormatting(style: "hybrid") }
    /// os: static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting
    public static func fixed(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting { .fixed }
}

/// How a truth value is written.
///
/// os: enum OSLogBoolFormat
public enum OSLogBoolFormat: Sendable {
    /// `true` / `false`.
    ///
    /// os: case truth
    case truth
    /// `YES` / `NO`.
    ///
    /// os: case answer
    case answer
}
#endif
