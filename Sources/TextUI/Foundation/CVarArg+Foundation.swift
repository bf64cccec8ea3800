#if !canImport(Darwin)
import Foundation

// Core Data screens pass dates and identifiers to a predicate's format as `CVarArg`s
// (`NSPredicate(format: "day >= %@", start as CVarArg)`), which on Apple platforms they are,
// bridged to `NSDate` and `NSUUID`; Linux's Foundation makes them none, so the cast would not
// compile there. Each is passed as its Foundation object, as on Apple platforms, and a predicate
// reads it back as the value it is.

extension Date: @retroactive CVarArg {
    /// The date as an object that `%@` writes as Apple's bridged `NSDate` does
    /// (`2026-11-29 09:30:00 +0000`). The object lives as long as the program, as a value
    /// bridged for a variadic call does on Apple platforms until its pool drains.
    ///
    /// TextUI only: Apple's Foundation makes `Date` a `CVarArg` through its bridge to `NSDate`.
    public var _cVarArgEncoding: [Int] { BridgedArgument.encoding(describedAs: description) }
}

extension UUID: @retroactive CVarArg {
    /// The identifier as an object that `%@` writes as its string, kept as a bridged `Date` is.
    ///
    /// TextUI only: Apple's Foundation makes `UUID` a `CVarArg` through its bridge to `NSUUID`.
    public var _cVarArgEncoding: [Int] { BridgedArgument.encoding(describedAs: uuidString) }
}

/// What `%@` receives for a bridged value: its description as an `NSString`, which Linux's
/// formatting writes as it is (an object of a Swift class would stop it).
enum BridgedArgument {
    static func encoding(describedAs text: String) -> [Int] {
        [Int(bitPattern: Unmanaged.passRetained(NSString(string: text)).toOpaque())]
    }
}
#endif
