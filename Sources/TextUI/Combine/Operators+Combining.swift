#if !canImport(Combine)
/// Operators that join publishers or watch one: ``Publishers/Merge``,
/// ``Publishers/CombineLatest``, ``Publishers/Share``, ``Publishers/HandleEvents``.
extension Publishers {
    /// The values of both publishers as they come; the end once both have ended, or the first
    /// failure.
    ///
    /// Combine: struct Publishers.Merge<A, B> where A : Publisher, B : Publisher, A.Failure == B.Failure, A.Output == B.Output
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        /// Combine: typealias Output = A.Output
        public typealias Output = A.Output
        /// Combine: typealias Failure = A.Failure
        public typealias Failure = A.Failure
        /// Combine: let a: A
        public let a: A
        /// Combine: let b: B
        public let b: B

        /// Combine: init(_ a: A, _ b: B)
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, B.Failure == S.Failure, B.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ends = JoinedEnds<Failure>(count: 2, downstream: subscriber.receive(completion:))
            let inner = AnySubscriber<Output, Failure>(
                receiveSubscription: subscriber.receive(subscription:), receiveValue: subscriber.receive(_:),
                receiveCompletion: ends.receive)
            a.subscribe(inner)
            b.subscribe(inner)
        }
    }

    /// A pair of the latest values of both publishers, each time either sends once both have
    /// sent; the end once both have ended, or the first failure.
    ///
    /// Combine: struct Publishers.CombineLatest<A, B> where A : Publisher, B : Publisher, A.Failure == B.Failure
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// Combine: typealias Output = (A.Output, B.Output)
        public typealias Output = (A.Output, B.Output)
        /// Combine: typealias Failure = A.Failure
        public typealias Failure = A.Failure
        /// Combine: let a: A
        public let a: A
        /// Combine: let b: B
        public let b: B

        /// Combine: init(_ a: A, _ b: B)
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output)
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let latest = LatestPair<A.Output, B.Output>()
            let ends = JoinedEnds<Failure>(count: 2, downstream: subscriber.receive(completion:))
            a.subscribe(AnySubscriber<A.Output, Failure>(
                receiveSubscription: subscriber.receive(subscription:),
                receiveValue: { value in
                    latest.first = value
                    return latest.pair.map(subscriber.receive(_:)) ?? .unlimited
                },
                receiveCompletion: ends.receive))
            b.subscribe(AnySubscriber<B.Output, Failure>(
                receiveSubscription: subscriber.receive(subscription:),
                receiveValue: { value in
                    latest.second = value
                    return latest.pair.map(subscriber.receive(_:)) ?? .unlimited
                },
                receiveCompletion: ends.receive))
        }
    }

    /// One publisher several subscribers share. Here each subscriber subscribes to the
    /// upstream (nothing in a render runs twice that a phone runs once but the upstream's own
    /// work, such as a ``Deferred``'s closure).
    ///
    /// Combine: final class Publishers.Share<Upstream> where Upstream : Publisher
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: final let upstream: Upstream
        public final let upstream: Upstream

        /// Combine: init(upstream: Upstream)
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(subscriber)
        }

        /// The same share: shares are equal when they are one object.
        ///
        /// Combine: static func == (lhs: Publishers.Share<Upstream>, rhs: Publishers.Share<Upstream>) -> Bool
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }

    /// The values of `upstream`, each event also handed to a closure: a screen logs or counts.
    ///
    /// Combine: struct Publishers.HandleEvents<Upstream> where Upstream : Publisher
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = Upstream.Failure
        public typealias Failure = Upstream.Failure
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: var receiveSubscription: ((any Subscription) -> Void)?
        public var receiveSubscription: ((any Subscription) -> Void)?
        /// Combine: var receiveOutput: ((Upstream.Output) -> Void)?
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// Combine: var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// Combine: var receiveCancel: (() -> Void)?
        public var receiveCancel: (() -> Void)?
        /// Combine: var receiveRequest: ((Subscribers.Demand) -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Combine: init(upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Publishers.HandleEvents<Upstream>.Output) -> Void)? = nil, receiveCompletion: ((Subscribers.Completion<Publishers.HandleEvents<Upstream>.Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?)
        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil, receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handlers = self
            upstream.subscribe(AnySubscriber<Output, Failure>(
                receiveSubscription: { subscription in
                    handlers.receiveSubscription?(subscription)
                    subscriber.receive(subscription: subscription)
                },
                receiveValue: { value in
                    handlers.receiveOutput?(value)
                    return subscriber.receive(value)
                },
                receiveCompletion: { completion in
                    handlers.receiveCompletion?(completion)
                    subscriber.receive(completion: completion)
                }))
        }
    }
}

/// The end of a joined publisher: the first failure, or the end once every part has ended.
final class JoinedEnds<Failure: Error> {
    private var left: Int
    private var ended = false
    private let downstream: (Subscribers.Completion<Failure>) -> Void

    init(count: Int, downstream: @escaping (Subscribers.Completion<Failure>) -> Void) {
        left = count
        self.downstream = downstream
    }

    func receive(_ completion: Subscribers.Completion<Failure>) {
        guard !ended else { return }
        if case .finished = completion { left -= 1; guard left == 0 else { return } }
        ended = true
        downstream(completion)
    }
}

/// The latest value of each of two publishers.
final class LatestPair<First, Second> {
    var first: First?
    var second: Second?
    var pair: (First, Second)? { first.flatMap { first in second.map { (first, $0) } } }
}

extension Publisher {
    /// The values of this publisher and `other` as they come.
    ///
    /// Combine: func merge<P>(with other: P) -> Publishers.Merge<Self, P> where P : Publisher, Self.Failure == P.Failure, Self.Output == P.Output
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Failure == Failure, P.Output == Output {
        Publishers.Merge(self, other)
    }

    /// Pairs of the latest values of this publisher and `other`.
    ///
    /// Combine: func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P> where P : Publisher, Self.Failure == P.Failure
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest values of this publisher and `other`, joined by `transform`.
    ///
    /// Combine: func combineLatest<P, T>(_ other: P, _ transform: @escaping (Self.Output, P.Output) -> T) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P : Publisher, Self.Failure == P.Failure
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The same values, for several subscribers (see ``Publishers/Share``).
    ///
    /// Combine: func share() -> Publishers.Share<Self>
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }

    /// The same values, each event also handed to its closure.
    ///
    /// Combine: func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Self.Output) -> Void)? = nil, receiveCompletion: ((Subscribers.Completion<Self.Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self>
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}
#endif
