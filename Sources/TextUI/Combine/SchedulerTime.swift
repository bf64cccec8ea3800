#if !canImport(Combine)
import Foundation

/// The time of TextUI's schedulers (`RunLoop.SchedulerTimeType`, `DispatchQueue`'s …): a
/// date, whose spans are ``Stride``s — `.milliseconds(300)`, `.seconds(1)` or a plain `0.5`.
/// Nothing in a render waits for one.
///
/// TextUI only: Combine gives each scheduler a time type of its own (`RunLoop.SchedulerTimeType`
/// and so on); here they share this one, as none of them tells time.
public struct SchedulerTime: Strideable, Hashable, Sendable {
    /// TextUI only: the moment, as Combine's `RunLoop.SchedulerTimeType.date`.
    public var date: Date

    /// TextUI only: as Combine's `RunLoop.SchedulerTimeType.init(_ date: Date)`.
    public init(_ date: Date) {
        self.date = date
    }

    /// TextUI only: as Combine's `func distance(to other: RunLoop.SchedulerTimeType) -> RunLoop.SchedulerTimeType.Stride`.
    public func distance(to other: SchedulerTime) -> Stride {
        Stride(other.date.timeIntervalSince(date))
    }

    /// TextUI only: as Combine's `func advanced(by n: RunLoop.SchedulerTimeType.Stride) -> RunLoop.SchedulerTimeType`.
    public func advanced(by n: Stride) -> SchedulerTime {
        SchedulerTime(date.addingTimeInterval(n.timeInterval))
    }

    /// A span of scheduler time, in seconds.
    ///
    /// TextUI only: as Combine's `RunLoop.SchedulerTimeType.Stride`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
        /// TextUI only: as Combine's `var timeInterval: TimeInterval`.
        public var timeInterval: TimeInterval

        /// TextUI only: as Combine's `init(_ timeInterval: TimeInterval)`.
        public init(_ timeInterval: TimeInterval) { self.timeInterval = timeInterval }
        /// TextUI only: as Combine's `init(floatLiteral value: TimeInterval)`.
        public init(floatLiteral value: TimeInterval) { timeInterval = value }
        /// TextUI only: as Combine's `init(integerLiteral value: TimeInterval)`.
        public init(integerLiteral value: Int) { timeInterval = TimeInterval(value) }
        /// TextUI only: as Combine's `init?<T>(exactly source: T) where T : BinaryInteger`.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            timeInterval = value
        }

        /// TextUI only: as Combine's `var magnitude: TimeInterval`.
        public var magnitude: TimeInterval { timeInterval.magnitude }

        /// TextUI only: as Combine's `static func seconds(_ s: Int) -> RunLoop.SchedulerTimeType.Stride`.
        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        /// TextUI only: as Combine's `static func seconds(_ s: Double) -> RunLoop.SchedulerTimeType.Stride`.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        /// TextUI only: as Combine's `static func milliseconds(_ ms: Int) -> RunLoop.SchedulerTimeType.Stride`.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        /// TextUI only: as Combine's `static func microseconds(_ us: Int) -> RunLoop.SchedulerTimeType.Stride`.
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        /// TextUI only: as Combine's `static func nanoseconds(_ ns: Int) -> RunLoop.SchedulerTimeType.Stride`.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

        /// TextUI only: as Combine's `static func < (lhs: Stride, rhs: Stride) -> Bool`.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.timeInterval < rhs.timeInterval }
        /// TextUI only: as Combine's `static func + (lhs: Stride, rhs: Stride) -> Stride`.
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval + rhs.timeInterval) }
        /// TextUI only: as Combine's `static func - (lhs: Stride, rhs: Stride) -> Stride`.
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval - rhs.timeInterval) }
        /// TextUI only: as Combine's `static func * (lhs: Stride, rhs: Stride) -> Stride`.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval * rhs.timeInterval) }
        /// TextUI only: as Combine's `static func += (lhs: inout Stride, rhs: Stride)`.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        /// TextUI only: as Combine's `static func -= (lhs: inout Stride, rhs: Stride)`.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        /// TextUI only: as Combine's `static func *= (lhs: inout Stride, rhs: Stride)`.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}
#endif
