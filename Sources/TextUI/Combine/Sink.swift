#if !canImport(Combine)
extension Subscribers {
    /// The subscriber ``Publisher/sink(receiveCompletion:receiveValue:)`` makes: it calls its
    /// closures for each value and for the end, until cancelled.
    ///
    /// Combine: final class Subscribers.Sink<Input, Failure> where Failure : Error
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        /// Combine: final let receiveValue: (Input) -> Void
        public let receiveValue: (Input) -> Void
        /// Combine: final let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?
        private var isCancelled = false

        /// A sink calling `receiveCompletion` at the end and `receiveValue` for each value.
        ///
        /// Combine: init(receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void), receiveValue: @escaping ((Input) -> Void))
        public init(
            receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
            receiveValue: @escaping ((Input) -> Void)
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Combine: final func receive(subscription: any Subscription)
        public func receive(subscription: any Subscription) {
            if isCancelled { subscription.cancel() } else { self.subscription = subscription }
        }

        /// Combine: final func receive(_ value: Input) -> Subscribers.Demand
        public func receive(_ value: Input) -> Subscribers.Demand {
            if !isCancelled { receiveValue(value) }
            return .unlimited
        }

        /// Combine: final func receive(completion: Subscribers.Completion<Failure>)
        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !isCancelled else { return }
            isCancelled = true
            subscription = nil
            receiveCompletion(completion)
        }

        /// Combine: final func cancel()
        public func cancel() {
            isCancelled = true
            let current = subscription
            subscription = nil
            current?.cancel()
        }
    }

    /// The subscriber ``Publisher/assign(to:on:)`` makes: it writes each value to a property.
    ///
    /// Combine: final class Subscribers.Assign<Root, Input>
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        /// Combine: typealias Failure = Never
        public typealias Failure = Never
        /// Combine: final var object: Root? { get }
        public private(set) var object: Root?
        /// Combine: final let keyPath: ReferenceWritableKeyPath<Root, Input>
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        /// A subscriber writing each value to `object[keyPath: keyPath]`.
        ///
        /// Combine: init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>)
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// Combine: final func receive(subscription: any Subscription)
        public func receive(subscription: any Subscription) {
            if object == nil { subscription.cancel() } else { self.subscription = subscription }
        }

        /// Combine: final func receive(_ value: Input) -> Subscribers.Demand
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .unlimited
        }

        /// Combine: final func receive(completion: Subscribers.Completion<Never>)
        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        /// Combine: final func cancel()
        public func cancel() {
            object = nil
            let current = subscription
            subscription = nil
            current?.cancel()
        }
    }
}

extension Publisher {
    /// Calls `receiveValue` with each value and `receiveCompletion` at the end; keep the token
    /// it returns for as long as you want them.
    ///
    /// Combine: func sink(receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void), receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
        receiveValue: @escaping ((Output) -> Void)
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Writes each value to `object[keyPath: keyPath]`.
    ///
    /// Combine: func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root) -> AnyCancellable
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value of a publisher that cannot fail.
    ///
    /// ```swift
    /// let cancellable = Just(3).sink { print($0) }   // prints 3
    /// ```
    ///
    /// Combine: func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable
    public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// A subscriber of any kind, by its three closures.
///
/// Combine: @frozen struct AnySubscriber<Input, Failure> where Failure : Error
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let receiveSubscriptionBody: (any Subscription) -> Void
    private let receiveValueBody: (Input) -> Subscribers.Demand
    private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void

    /// `subscriber`, its type hidden.
    ///
    /// Combine: init<S>(_ s: S) where Input == S.Input, Failure == S.Failure, S : Subscriber
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        receiveSubscriptionBody = s.receive(subscription:)
        receiveValueBody = s.receive(_:)
        receiveCompletionBody = s.receive(completion:)
    }

    /// A subscriber made of closures; a missing one does nothing.
    ///
    /// Combine: init(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil, receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil)
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        receiveSubscriptionBody = receiveSubscription ?? { _ in }
        receiveValueBody = receiveValue ?? { _ in .unlimited }
        receiveCompletionBody = receiveCompletion ?? { _ in }
    }

    /// Combine: func receive(subscription: any Subscription)
    public func receive(subscription: any Subscription) { receiveSubscriptionBody(subscription) }

    /// Combine: func receive(_ value: Input) -> Subscribers.Demand
    public func receive(_ value: Input) -> Subscribers.Demand { receiveValueBody(value) }

    /// Combine: func receive(completion: Subscribers.Completion<Failure>)
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody(completion) }
}
#endif
