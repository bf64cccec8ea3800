#if !canImport(Combine)
/// A publisher you send values through yourself: ``PassthroughSubject``,
/// ``CurrentValueSubject``.
///
/// Combine: protocol Subject<Output, Failure> : AnyObject, Publisher
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to every subscriber.
    ///
    /// Combine: func send(_ value: Self.Output)
    func send(_ value: Output)

    /// Ends the subject: every subscriber receives `completion`, and nothing is sent after.
    ///
    /// Combine: func send(completion: Subscribers.Completion<Self.Failure>)
    func send(completion: Subscribers.Completion<Failure>)

    /// Hands `subscription` to the subject (for a subject that subscribes to a publisher).
    ///
    /// Combine: func send(subscription: any Subscription)
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends the one value of a subject of `Void`: `refresh.send()`.
    ///
    /// Combine: func send()
    public func send() {
        send(())
    }
}

/// A subject that passes on what is sent to the subscribers it has at the time; it keeps no
/// value, so a subscriber that comes later (`onReceive` in a render) sees nothing until the
/// next send.
///
/// ```swift
/// let saved = PassthroughSubject<String, Never>()
/// var seen: [String] = []
/// let cancellable = saved.sink { seen.append($0) }
/// saved.send("Draft 1")
/// seen   // ["Draft 1"]
/// ```
///
/// Combine: final class PassthroughSubject<Output, Failure> where Failure : Error
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    let subscribers = SubscriberList<Output, Failure>()

    /// A subject with no subscribers yet.
    ///
    /// Combine: init()
    public init() {}

    /// Combine: final func send(_ input: Output)
    public func send(_ input: Output) {
        subscribers.send(input)
    }

    /// Combine: final func send(completion: Subscribers.Completion<Failure>)
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.finish(completion)
    }

    /// Combine: final func send(subscription: any Subscription)
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    /// Combine: final func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S : Subscriber
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(AnySubscriber(subscriber))
    }
}

/// A subject that holds a current value: a new subscriber receives it at once (so
/// `onReceive(subject)` in a render shows it), and every change after.
///
/// ```swift
/// let volume = CurrentValueSubject<Int, Never>(3)
/// var seen: [Int] = []
/// let cancellable = volume.sink { seen.append($0) }
/// volume.value = 4
/// seen   // [3, 4]
/// ```
///
/// Combine: final class CurrentValueSubject<Output, Failure> where Failure : Error
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    let subscribers = SubscriberList<Output, Failure>()

    /// The current value; setting it sends it.
    ///
    /// Combine: final var value: Output
    public var value: Output {
        didSet { subscribers.send(value) }
    }

    /// A subject holding `value`.
    ///
    /// Combine: init(_ value: Output)
    public init(_ value: Output) {
        self.value = value
    }

    /// Combine: final func send(_ input: Output)
    public func send(_ input: Output) {
        value = input
    }

    /// Combine: final func send(completion: Subscribers.Completion<Failure>)
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.finish(completion)
    }

    /// Combine: final func send(subscription: any Subscription)
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    /// Combine: final func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S : Subscriber
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(AnySubscriber(subscriber), current: value)
    }
}

/// The subscribers of a subject, in the order they came; a finished list keeps no one and
/// tells a newcomer at once.
final class SubscriberList<Output, Failure: Error> {
    private var entries: [(id: Int, subscriber: AnySubscriber<Output, Failure>)] = []
    private var nextID = 0
    private var completion: Subscribers.Completion<Failure>?

    func add(_ subscriber: AnySubscriber<Output, Failure>, current: Output? = nil) {
        nextID += 1
        let id = nextID
        subscriber.receive(subscription: ClosureSubscription { [weak self] in self?.entries.removeAll { $0.id == id } })
        if let completion {
            subscriber.receive(completion: completion)
            return
        }
        entries.append((id, subscriber))
        if let current { _ = subscriber.receive(current) }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for entry in entries { _ = entry.subscriber.receive(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let finished = entries
        entries = []
        for entry in finished { entry.subscriber.receive(completion: completion) }
    }
}
#endif
