#if !canImport(Darwin)
import Foundation

// Key-value observing, which Linux's Foundation lacks: a Mac screen watches a sidebar's
// `isCollapsed` with `observe(_:options:changeHandler:)`. A preview changes nothing after it
// is drawn, so an observation never reports; `.initial` reports the value once, at once, as on
// a Mac.

/// What an observation reports.
///
/// Foundation: struct NSKeyValueObservingOptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// Foundation: var rawValue: UInt
    public let rawValue: UInt
    /// Foundation: init(rawValue: UInt)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Foundation: static var new: NSKeyValueObservingOptions { get }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// Foundation: static var old: NSKeyValueObservingOptions { get }
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// Foundation: static var initial: NSKeyValueObservingOptions { get }
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// Foundation: static var prior: NSKeyValueObservingOptions { get }
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// One change an observation reports.
///
/// Foundation: struct NSKeyValueObservedChange<Value>
public struct NSKeyValueObservedChange<Value> {
    /// Foundation: let newValue: Value?
    public let newValue: Value?
    /// Foundation: let oldValue: Value?
    public let oldValue: Value?
    /// Foundation: let isPrior: Bool
    public let isPrior: Bool
}

/// A running observation; ``invalidate()`` ends it.
///
/// Foundation: class NSKeyValueObservation : NSObject
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// Foundation: func invalidate()
    public func invalidate() {}
}

/// The types that can be observed by key path: every `NSObject`.
///
/// Foundation: protocol _KeyValueCodingAndObserving
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Watches the value at `keyPath`; with `.initial`, reports it once now.
    ///
    /// Foundation: func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [], changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(newValue: options.contains(.new) ? value : nil, oldValue: nil, isPrior: false))
        }
        return NSKeyValueObservation()
    }
}
#endif
