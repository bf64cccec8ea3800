#if !canImport(Combine)
/// Operators that turn failures into values or other publishers: ``Publishers/ReplaceError``,
/// ``Publishers/Catch``, and ``Publishers/TryMap``, whose transform may throw.
extension Publishers {
    /// The values of `upstream`; its failure replaced by `output`, then the end.
    ///
    /// Combine: struct Publishers.ReplaceError<Upstream> where Upstream : Publisher
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = Never
        public typealias Failure = Never
        /// Combine: let output: Upstream.Output
        public let output: Upstream.Output
        /// Combine: let upstream: Upstream
        public let upstream: Upstream

        /// Combine: init(upstream: Upstream, output: Publishers.ReplaceError<Upstream>.Output)
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, Upstream.Output == S.Input, S.Failure == Never
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let output = output
            upstream.subscribe(AnySubscriber<Output, Upstream.Failure>(
                receiveSubscription: subscriber.receive(subscription:), receiveValue: subscriber.receive(_:),
                receiveCompletion: { completion in
                    if case .failure = completion { _ = subscriber.receive(output) }
                    subscriber.receive(completion: .finished)
                }))
        }
    }

    /// The values of `upstream`; on its failure, those of the publisher `handler` makes.
    ///
    /// Combine: struct Publishers.Catch<Upstream, NewPublisher> where Upstream : Publisher, NewPublisher : Publisher, Upstream.Output == NewPublisher.Output
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// Combine: typealias Output = Upstream.Output
        public typealias Output = Upstream.Output
        /// Combine: typealias Failure = NewPublisher.Failure
        public typealias Failure = NewPublisher.Failure
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: let handler: (Upstream.Failure) -> NewPublisher
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Combine: init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher)
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Combine: func receive<S>(subscriber: S) where S : Subscriber, NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            upstream.subscribe(AnySubscriber<Output, Upstream.Failure>(
                receiveSubscription: subscriber.receive(subscription:), receiveValue: subscriber.receive(_:),
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: subscriber.receive(completion: .finished)
                    case .failure(let error): handler(error).subscribe(subscriber)
                    }
                }))
        }
    }

    /// Each value of `upstream` transformed; a throw ends it with that error.
    ///
    /// Combine: struct Publishers.TryMap<Upstream, Output> where Upstream : Publisher
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// Combine: typealias Failure = any Error
        public typealias Failure = any Error
        /// Combine: let upstream: Upstream
        public let upstream: Upstream
        /// Combine: let transform: (Upstream.Output) throws -> Output
        public let transform: (Upstream.Output) throws -> Output

        /// Combine: init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output)
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Combine: func receive<S>(subscriber: S) where Output == S.Input, S : Subscriber, S.Failure == any Error
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            let transform = transform
            let ends = JoinedEnds<any Error>(count: 1, downstream: subscriber.receive(completion:))
            upstream.subscribe(AnySubscriber<Upstream.Output, Upstream.Failure>(
                receiveSubscription: subscriber.receive(subscription:),
                receiveValue: { value in
                    do { return subscriber.receive(try transform(value)) } catch {
                        ends.receive(.failure(error))
                        return .none
                    }
                },
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: ends.receive(.finished)
                    case .failure(let error): ends.receive(.failure(error))
                    }
                }))
        }
    }
}

extension Publisher {
    /// The values; a failure replaced by `output`.
    ///
    /// Combine: func replaceError(with output: Self.Output) -> Publishers.ReplaceError<Self>
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// The values; on failure, those of the publisher `handler` makes.
    ///
    /// Combine: func `catch`<P>(_ handler: @escaping (Self.Failure) -> P) -> Publishers.Catch<Self, P> where P : Publisher, Self.Output == P.Output
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Each value transformed by a closure that may throw.
    ///
    /// Combine: func tryMap<T>(_ transform: @escaping (Self.Output) throws -> T) -> Publishers.TryMap<Self, T>
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}
#endif
