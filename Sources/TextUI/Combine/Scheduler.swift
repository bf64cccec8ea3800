#if !canImport(Combine)
import Dispatch

/// Where and when a publisher delivers: `DispatchQueue.main`, `RunLoop.main`. Here it is only
/// named — ``Publisher/receive(on:options:)`` delivers at once, so a render is deterministic.
///
/// Combine: protocol Scheduler<SchedulerTimeType> (here without the time and scheduling
/// requirements: nothing in a render is scheduled)
public protocol Scheduler<SchedulerTimeType> {
    /// How this scheduler tells time.
    ///
    /// Combine: associatedtype SchedulerTimeType : Strideable where Self.SchedulerTimeType.Stride : SchedulerTimeIntervalConvertible
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

    /// The options it takes.
    ///
    /// Combine: associatedtype SchedulerOptions
    associatedtype SchedulerOptions
}

extension DispatchQueue: Scheduler {
    /// Combine: DispatchQueue.SchedulerTimeType (a `Date` here)
    public typealias SchedulerTimeType = Date

    /// Combine: DispatchQueue.SchedulerOptions (none here)
    public typealias SchedulerOptions = Never
}

extension RunLoop: Scheduler {
    /// Combine: RunLoop.SchedulerTimeType (a `Date` here)
    public typealias SchedulerTimeType = Date

    /// Combine: RunLoop.SchedulerOptions (none here)
    public typealias SchedulerOptions = Never
}

extension OperationQueue: Scheduler {
    /// Combine: OperationQueue.SchedulerTimeType (a `Date` here)
    public typealias SchedulerTimeType = Date

    /// Combine: OperationQueue.SchedulerOptions (none here)
    public typealias SchedulerOptions = Never
}

/// The scheduler that runs everything at once: `.receive(on: ImmediateScheduler.shared)`.
///
/// Combine: struct ImmediateScheduler
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Combine: ImmediateScheduler.SchedulerTimeType (a `Date` here)
    public typealias SchedulerTimeType = Date

    /// Combine: typealias SchedulerOptions = Never
    public typealias SchedulerOptions = Never

    /// The one immediate scheduler.
    ///
    /// Combine: static let shared: ImmediateScheduler
    public static let shared = ImmediateScheduler()
}
#endif
