#if !canImport(Combine)
/// A publisher that sends nothing until `connect()` is called: a timer's publisher, started
/// by ``autoconnect()`` when subscribed to.
///
/// Combine: protocol ConnectablePublisher<Output, Failure> : Publisher
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher; cancel the result to stop it.
    ///
    /// Combine: func connect() -> any Cancellable
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected as soon as something subscribes:
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    ///
    /// Combine: func autoconnect() -> Publishers.Autoconnect<Self>
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A connectable publisher, connected when subscribed to.
    ///
    /// Combine: final class Publishers.Autoconnect<Upstream> where Upstream : ConnectablePublisher
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: final let upstream: Upstream
        public let upstream: Upstream

        /// Combine: init(upstream: Upstream)
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Combine: final func receive<S>(subscriber: S) where S : Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
            _ = upstream.connect()
        }
    }
}

extension Timer {
    /// A publisher of the time every `interval` seconds, once connected:
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`. A render never waits,
    /// so it never fires in one: a clock shows the time the screen was drawn with.
    ///
    /// ```swift
    /// struct Countdown: View {
    ///     @State private var remaining = 10
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     var body: some View {
    ///         Text("\(remaining) s").onReceive(timer) { _ in remaining -= 1 }
    ///     }
    /// }
    /// ```
    /// ```text
    /// 10 s
    /// ```
    ///
    /// Combine: static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A timer's publisher: the time, every ``interval`` seconds once connected; never within
    /// a render.
    ///
    /// Combine: final class Timer.TimerPublisher
    public final class TimerPublisher: ConnectablePublisher {
        /// Combine: typealias Output = Date
        public typealias Output = Date
        /// Combine: typealias Failure = Never
        public typealias Failure = Never
        /// Combine: final let interval: TimeInterval
        public let interval: TimeInterval
        /// Combine: final let tolerance: TimeInterval?
        public let tolerance: TimeInterval?
        /// Combine: final let runLoop: RunLoop
        public let runLoop: RunLoop
        /// Combine: final let mode: RunLoop.Mode
        public let mode: RunLoop.Mode
        /// Combine: final let options: RunLoop.SchedulerOptions?
        public let options: RunLoop.SchedulerOptions?
        let subscribers = SubscriberList<Date, Never>()

        /// Combine: init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil)
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Starts the timer. In TextUI it never fires: nothing a screen draws waits for time
        /// to pass, so the same state always draws the same text.
        ///
        /// Combine: final func connect() -> any Cancellable
        public func connect() -> any Cancellable {
            ClosureSubscription()
        }

        /// Combine: final func receive<S>(subscriber: S) where S : Subscriber, S.Failure == Never, S.Input == Date
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscribers.add(AnySubscriber(subscriber))
        }
    }
}
#endif
