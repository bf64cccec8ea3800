#if !canImport(Combine)
/// Values over time, of `Output`, ending or failing with `Failure`: what `onReceive`,
/// `sink` and `assign` subscribe to. On Linux, where Combine does not exist, TextUI declares
/// the part of it that screens and their models use; on Apple platforms TextUI re-exports
/// Combine itself instead.
///
/// In a text render nothing waits: a publisher that has a value when subscribed (``Just``,
/// ``CurrentValueSubject``, a `@Published` property's `$name`) delivers it at once; a timer
/// never fires. Every scheduler runs what it is given at once, so the same input always
/// draws the same text.
///
/// ```swift
/// let names = CurrentValueSubject<String, Never>("Aiko")
/// var seen: [String] = []
/// let cancellable = names.map { $0.uppercased() }.sink { seen.append($0) }
/// names.send("Ren")
/// seen   // ["AIKO", "REN"]
/// ```
///
/// Combine: protocol Publisher<Output, Failure>
public protocol Publisher<Output, Failure> {
    /// The kind of value this publisher sends.
    ///
    /// Combine: associatedtype Output
    associatedtype Output

    /// The kind of error this publisher may fail with; `Never` when it cannot fail.
    ///
    /// Combine: associatedtype Failure : Error
    associatedtype Failure: Error

    /// Attaches `subscriber`, which then receives a subscription, values and a completion.
    ///
    /// Combine: func receive<S>(subscriber: S) where S : Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber`: the same as ``receive(subscriber:)``, the name callers use.
    ///
    /// Combine: func subscribe<S>(_ subscriber: S) where S : Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// What receives a publisher's values: a subscription first, then values, then at most one
/// completion. ``Publisher/sink(receiveCompletion:receiveValue:)`` makes one for you.
///
/// Combine: protocol Subscriber<Input, Failure>
public protocol Subscriber<Input, Failure> {
    /// The kind of value received.
    ///
    /// Combine: associatedtype Input
    associatedtype Input

    /// The kind of error received.
    ///
    /// Combine: associatedtype Failure : Error
    associatedtype Failure: Error

    /// Receives the subscription, to request values with or to cancel.
    ///
    /// Combine: func receive(subscription: any Subscription)
    func receive(subscription: any Subscription)

    /// Receives one value and answers how many more it wants (TextUI's publishers send every
    /// value whatever the answer: a render asks for them all).
    ///
    /// Combine: func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(_ input: Input) -> Subscribers.Demand

    /// Receives the end: finished, or failed with an error.
    ///
    /// Combine: func receive(completion: Subscribers.Completion<Self.Failure>)
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A subscriber's link to its publisher: ask for values, or cancel.
///
/// Combine: protocol Subscription : Cancellable, CustomCombineIdentifierConvertible
public protocol Subscription: Cancellable {
    /// Asks for `demand` more values.
    ///
    /// Combine: func request(_ demand: Subscribers.Demand)
    func request(_ demand: Subscribers.Demand)
}

/// Something that can be cancelled: a subscription, a sink, a timer's connection.
///
/// Combine: protocol Cancellable
public protocol Cancellable {
    /// Stops the work; no value arrives after it.
    ///
    /// Combine: func cancel()
    func cancel()
}

/// The subscriber types and their values: ``Completion``, ``Demand``, ``Sink``, ``Assign``.
///
/// Combine: enum Subscribers
public enum Subscribers {}

extension Subscribers {
    /// How a publisher ended: ``finished``, or ``failure(_:)`` with its error.
    ///
    /// Combine: @frozen enum Subscribers.Completion<Failure> where Failure : Error
    public enum Completion<Failure: Error> {
        /// It sent all its values.
        ///
        /// Combine: case finished
        case finished
        /// It stopped with `error`.
        ///
        /// Combine: case failure(Failure)
        case failure(Failure)
    }

    /// How many values a subscriber asks for: ``unlimited``, ``none`` or ``max(_:)``.
    ///
    /// Combine: @frozen struct Subscribers.Demand
    public struct Demand: Equatable, Hashable, Sendable {
        /// The count asked for; `nil` for unlimited.
        let count: Int?

        /// Every value.
        ///
        /// Combine: static let unlimited: Subscribers.Demand
        public static let unlimited = Demand(count: nil)

        /// No more values.
        ///
        /// Combine: static let none: Subscribers.Demand
        public static let none = Demand(count: 0)

        /// At most `value` values.
        ///
        /// Combine: static func max(_ value: Int) -> Subscribers.Demand
        public static func max(_ value: Int) -> Demand {
            Demand(count: Swift.max(0, value))
        }

        /// The number asked for, or `nil` when unlimited.
        ///
        /// Combine: var max: Int? { get }
        public var max: Int? { count }

        /// Two demands together.
        ///
        /// Combine: static func + (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Subscribers.Demand
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.count, let right = rhs.count else { return .unlimited }
            return Demand(count: left + right)
        }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
#endif
