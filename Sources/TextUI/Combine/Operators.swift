#if !canImport(Combine)
/// The publishers Combine's operators return: ``Map``, ``Filter``, ``CompactMap``,
/// ``RemoveDuplicates``, ``ReceiveOn``, ``SetFailureType``, ``Autoconnect``.
///
/// Combine: enum Publishers
public enum Publishers {}

extension Publishers {
    /// Each value of `upstream`, transformed.
    ///
    /// Combine: struct Publishers.Map<Upstream, Output> where Upstream : Publisher
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: let transform: (Upstream.Output) -> Output
        public let transform: (Upstream.Output) -> Output

        /// Combine: init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output)
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Combine: func receive<S>(subscriber: S) where Output == S.Input, S : Subscriber, Upstream.Failure == S.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.relay(to: subscriber) { transform($0) }
        }
    }

    /// The values of `upstream` that pass `isIncluded`.
    ///
    /// Combine: struct Publishers.Filter<Upstream> where Upstream : Publisher
    public struct Filter<Upstream: Publisher>: Publisher {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: let isIncluded: (Upstream.Output) -> Bool
        public let isIncluded: (Upstream.Output) -> Bool

        /// Combine: init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool)
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.relay(to: subscriber) { isIncluded($0) ? $0 : nil }
        }
    }

    /// The non-`nil` results of `transform` on each value of `upstream`.
    ///
    /// Combine: struct Publishers.CompactMap<Upstream, Output> where Upstream : Publisher
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: let transform: (Upstream.Output) -> Output?
        public let transform: (Upstream.Output) -> Output?

        /// Combine: init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?)
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Combine: func receive<S>(subscriber: S) where Output == S.Input, S : Subscriber, Upstream.Failure == S.Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber, transform)
        }
    }

    /// The values of `upstream` that differ from the one before.
    ///
    /// Combine: struct Publishers.RemoveDuplicates<Upstream> where Upstream : Publisher
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: let predicate: (Upstream.Output, Upstream.Output) -> Bool
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool

        /// Combine: init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool)
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            var previous: Output?
            upstream.relay(to: subscriber) { value in
                defer { previous = value }
                if let previous, predicate(previous, value) { return nil }
                return value
            }
        }
    }

    /// The values of `upstream`, delivered on `scheduler`: here at once, whatever the
    /// scheduler, so a render never waits and always draws the same.
    ///
    /// Combine: struct Publishers.ReceiveOn<Upstream, Context> where Upstream : Publisher, Context : Scheduler
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: let scheduler: Context
        public let scheduler: Context
        /// Combine: let options: Context.SchedulerOptions?
        public let options: Context.SchedulerOptions?

        /// Combine: init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?)
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }
    }

    /// The values of a publisher that cannot fail, typed as one that could fail with `Failure`.
    ///
    /// Combine: struct Publishers.SetFailureType<Upstream, Failure> where Upstream : Publisher, Failure : Error, Upstream.Failure == Never
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: let upstream: Upstream
        public let upstream: Upstream

        /// Combine: init(upstream: Upstream)
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Combine: func receive<S>(subscriber: S) where Failure == S.Failure, S : Subscriber, Upstream.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(AnySubscriber<Output, Never>(
                receiveSubscription: subscriber.receive(subscription:),
                receiveValue: subscriber.receive(_:),
                receiveCompletion: { _ in subscriber.receive(completion: .finished) }
            ))
        }
    }
}

extension Publisher {
    /// Each value transformed by `transform`.
    ///
    /// Combine: func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T>
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// The values that pass `isIncluded`.
    ///
    /// Combine: func filter(_ isIncluded: @escaping (Self.Output) -> Bool) -> Publishers.Filter<Self>
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// The non-`nil` results of `transform`.
    ///
    /// Combine: func compactMap<T>(_ transform: @escaping (Self.Output) -> T?) -> Publishers.CompactMap<Self, T>
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// The values that differ, by `predicate`, from the one before.
    ///
    /// Combine: func removeDuplicates(by predicate: @escaping (Self.Output, Self.Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// The values delivered on `scheduler` (here at once).
    ///
    /// Combine: func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> where S : Scheduler
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Subscribes `downstream` to this publisher's values turned by `transform`; a `nil`
    /// result drops the value. The completion passes through.
    func relay<S: Subscriber>(to downstream: S, _ transform: @escaping (Output) -> S.Input?) where S.Failure == Failure {
        subscribe(AnySubscriber<Output, Failure>(
            receiveSubscription: downstream.receive(subscription:),
            receiveValue: { value in transform(value).map(downstream.receive(_:)) ?? .none },
            receiveCompletion: downstream.receive(completion:)
        ))
    }
}

extension Publisher where Output: Equatable {
    /// The values that differ from the one before.
    ///
    /// Combine: func removeDuplicates() -> Publishers.RemoveDuplicates<Self>
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

extension Publisher where Failure == Never {
    /// The same values, typed as a publisher that could fail with `failureType`.
    ///
    /// Combine: func setFailureType<E>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> where E : Error
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }

    /// Writes each value to a `@Published` property, through its `$name`.
    ///
    /// Combine: func assign(to published: inout Published<Self.Output>.Publisher)
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        subscribe(AnySubscriber<Output, Never>(receiveValue: { storage.set($0); return .unlimited }))
    }
}
#endif
