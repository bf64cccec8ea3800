#if !canImport(Combine)
import Foundation

/// A span of scheduler time written in seconds or parts of one: the `.milliseconds(300)` of
/// `.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`. The schedulers here tell
/// time as a `Date`, so their spans are `TimeInterval`s, and `0.3` works as well.
///
/// Combine: protocol SchedulerTimeIntervalConvertible
public protocol SchedulerTimeIntervalConvertible {
    /// Combine: static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Int) -> Self
    /// Combine: static func seconds(_ s: Double) -> Self
    static func seconds(_ s: Double) -> Self
    /// Combine: static func milliseconds(_ ms: Int) -> Self
    static func milliseconds(_ ms: Int) -> Self
    /// Combine: static func microseconds(_ us: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    /// Combine: static func nanoseconds(_ ns: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

extension Double: SchedulerTimeIntervalConvertible {
    /// TextUI only: a `TimeInterval` of `s` seconds, the span of a `Date`-timed scheduler.
    public static func seconds(_ s: Int) -> Double { Double(s) }
    /// TextUI only: a `TimeInterval` of `s` seconds, the span of a `Date`-timed scheduler.
    public static func seconds(_ s: Double) -> Double { s }
    /// TextUI only: a `TimeInterval` of `ms` thousandths of a second.
    public static func milliseconds(_ ms: Int) -> Double { Double(ms) / 1_000 }
    /// TextUI only: a `TimeInterval` of `us` millionths of a second.
    public static func microseconds(_ us: Int) -> Double { Double(us) / 1_000_000 }
    /// TextUI only: a `TimeInterval` of `ns` billionths of a second.
    public static func nanoseconds(_ ns: Int) -> Double { Double(ns) / 1_000_000_000 }
}
#endif
