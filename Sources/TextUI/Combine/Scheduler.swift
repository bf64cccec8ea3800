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
    /// Combine: DispatchQueue.SchedulerTimeType (``SchedulerTime`` here, shared by every scheduler)
    public typealias SchedulerTimeType = SchedulerTime

    /// Combine: DispatchQueue.SchedulerOptions (none here)
    public typealias SchedulerOptions = Never
}

extension RunLoop: Scheduler {
    /// Combine: RunLoop.SchedulerTimeType (``SchedulerTime`` here, shared by every scheduler)
    public typealias SchedulerTimeType = SchedulerTime

    /// Combine: RunLoop.SchedulerOptions (none here)
    public typealias SchedulerOptions = Never
}

extension OperationQueue: Scheduler {
    /// Combine: OperationQueue.SchedulerTimeType (``SchedulerTime`` here, shared by every scheduler)
    public typealias SchedulerTimeType = SchedulerTime

    /// Combine: OperationQueue.SchedulerOptions (none here)
    public typealias SchedulerOptions = Never
}

/// The scheduler that runs everything at once: `.receive(on: ImmediateScheduler.shared)`.
///
/// Combine: struct ImmediateScheduler
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Combine: ImmediateScheduler.SchedulerTimeType (``SchedulerTime`` here, shared by every scheduler)
    public typealias SchedulerTimeType = SchedulerTime

    /// Combine: typealias SchedulerOptions = Never
    public typealias SchedulerOptions = Never

    /// The one immediate scheduler.
    ///
    /// Combine: static let shared: ImmediateScheduler
    public static let shared = ImmediateScheduler()
}
#endif
