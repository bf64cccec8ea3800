#if !canImport(Combine)
import Foundation

/// A span of scheduler time written in seconds or parts of one: the `.milliseconds(300)` of
/// `.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`. The schedulers' spans are
/// ``SchedulerTime/Stride``s, as Combine's are types of their own: a `Double` has no
/// `.seconds(_:)` here, so `DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1))`
/// reads Dispatch's `.seconds` alone.
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
#endif
