#if !canImport(Combine)
/// A publisher whose type is hidden: what a model or use case returns
/// (`func load() -> AnyPublisher<[Item], Error>`).
///
/// Combine: @frozen struct AnyPublisher<Output, Failure> where Failure : Error
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

    /// `publisher`, its type hidden.
    ///
    /// Combine: init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P : Publisher
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribeBody = { publisher.receive(subscriber: $0) }
    }

    /// Combine: func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S : Subscriber
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeBody(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// This publisher as an ``AnyPublisher``.
    ///
    /// Combine: func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure>
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

/// A publisher of one value, sent as soon as it is subscribed to, then the end: a mock use
/// case's answer, or `onReceive(Just(value))`.
///
/// Combine: struct Just<Output>
public struct Just<Output>: Publisher {
    /// Combine: typealias Failure = Never
    public typealias Failure = Never

    /// The value it sends.
    ///
    /// Combine: let output: Output
    public let output: Output

    /// A publisher of `output`.
    ///
    /// Combine: init(_ output: Output)
    public init(_ output: Output) {
        self.output = output
    }

    /// Combine: func receive<S>(subscriber: S) where Output == S.Input, S : Subscriber, S.Failure == Never
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: ClosureSubscription())
        _ = subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

/// A publisher that sends nothing and, unless told otherwise, ends at once.
///
/// Combine: struct Empty<Output, Failure> where Failure : Error
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it ends as soon as it is subscribed to.
    ///
    /// Combine: let completeImmediately: Bool
    public let completeImmediately: Bool

    /// An empty publisher that ends at once, or never when `completeImmediately` is `false`.
    ///
    /// Combine: init(completeImmediately: Bool = true)
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// Combine: func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S : Subscriber
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: ClosureSubscription())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// A publisher that fails at once with an error: a mock use case's failure.
///
/// Combine: struct Fail<Output, Failure> where Failure : Error
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    ///
    /// Combine: let error: Failure
    public let error: Failure

    /// A publisher failing with `error`.
    ///
    /// Combine: init(error: Failure)
    public init(error: Failure) {
        self.error = error
    }

    /// Combine: func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S : Subscriber
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: ClosureSubscription())
        subscriber.receive(completion: .failure(error))
    }
}

#endif
