#if !canImport(Combine)
import Foundation

/// A publisher made only when something subscribes: `Deferred { Just(loadCachedName()) }`.
///
/// Combine: struct Deferred<DeferredPublisher> where DeferredPublisher : Publisher
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// Combine: typealias Output = DeferredPublisher.Output
    public typealias Output = DeferredPublisher.Output
    /// Combine: typealias Failure = DeferredPublisher.Failure
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher, once for each subscriber.
    ///
    /// Combine: let createPublisher: () -> DeferredPublisher
    public let createPublisher: () -> DeferredPublisher

    /// Combine: init(createPublisher: @escaping () -> DeferredPublisher)
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Combine: func receive<S>(subscriber: S) where S : Subscriber, DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().subscribe(subscriber)
    }
}

/// A publisher of one result, which its closure promises now or later: a use case's callback
/// API wrapped for Combine. The closure runs as the future is made, as Combine's does; each
/// subscriber gets the result — at once if it is already there — then the end.
///
/// ```swift
/// Future<String, Never> { promise in promise(.success("Kyoto")) }
///     .sink { print($0) }    // prints Kyoto
/// ```
///
/// Combine: final class Future<Output, Failure> where Failure : Error
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// What the closure calls with the result.
    ///
    /// Combine: typealias Future<Output, Failure>.Promise = (Result<Output, Failure>) -> Void
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [AnySubscriber<Output, Failure>] = []

    /// Combine: init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void)
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfil(result) }
    }

    /// Combine: func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S : Subscriber
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: ClosureSubscription())
        let known: Result<Output, Failure>? = lock.withLock {
            if result == nil { waiting.append(AnySubscriber(subscriber)) }
            return result
        }
        if let known { Self.deliver(known, to: AnySubscriber(subscriber)) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let subscribers: [AnySubscriber<Output, Failure>]? = lock.withLock {
            guard self.result == nil else { return nil }
            self.result = result
            defer { waiting = [] }
            return waiting
        }
        for subscriber in subscribers ?? [] { Self.deliver(result, to: subscriber) }
    }

    private static func deliver(_ result: Result<Output, Failure>, to subscriber: AnySubscriber<Output, Failure>) {
        switch result {
        case .success(let value):
            _ = subscriber.receive(value)
            subscriber.receive(completion: .finished)
        case .failure(let error):
            subscriber.receive(completion: .failure(error))
        }
    }
}
#endif
