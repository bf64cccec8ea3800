#if !canImport(Combine)
/// The operators that wait: ``Publishers/Debounce``, ``Publishers/Throttle`` and
/// ``Publishers/Delay``. A render draws one moment and never waits, so each delivers every value
/// at once, as ``Publisher/receive(on:options:)`` does: the screen shows what it would show once
/// the wait is over, the same on every run.
extension Publishers {
    /// The values of `upstream` once it has been quiet for `dueTime` (here at once).
    ///
    /// Combine: struct Publishers.Debounce<Upstream, Context> where Upstream : Publisher, Context : Scheduler
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: let dueTime: Context.SchedulerTimeType.Stride
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Combine: let scheduler: Context
        public let scheduler: Context
        /// Combine: let options: Context.SchedulerOptions?
        public let options: Context.SchedulerOptions?

        /// Combine: init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?)
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }

    /// At most one value of `upstream` each `interval` (here every value, at once).
    ///
    /// Combine: struct Publishers.Throttle<Upstream, Context> where Upstream : Publisher, Context : Scheduler
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: let interval: Context.SchedulerTimeType.Stride
        public let interval: Context.SchedulerTimeType.Stride
        /// Combine: let scheduler: Context
        public let scheduler: Context
        /// Combine: let latest: Bool
        public let latest: Bool

        /// Combine: init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool)
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }

    /// The values of `upstream`, each `interval` later (here at once).
    ///
    /// Combine: struct Publishers.Delay<Upstream, Context> where Upstream : Publisher, Context : Scheduler
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: let interval: Context.SchedulerTimeType.Stride
        public let interval: Context.SchedulerTimeType.Stride
        /// Combine: let tolerance: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        /// Combine: let scheduler: Context
        public let scheduler: Context
        /// Combine: let options: Context.SchedulerOptions?
        public let options: Context.SchedulerOptions?

        /// Combine: init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions? = nil)
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// The values once the publisher has been quiet for `dueTime`: here at once (see ``Publishers/Debounce``).
    ///
    /// Combine: func debounce<S>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> where S : Scheduler
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// At most one value each `interval`: here every value, at once (see ``Publishers/Throttle``).
    ///
    /// Combine: func throttle<S>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> where S : Scheduler
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    ) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    /// Each value `interval` later: here at once (see ``Publishers/Delay``).
    ///
    /// Combine: func delay<S>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> where S : Scheduler
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
        scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? interval, scheduler: scheduler, options: options)
    }
}
#endif
