#if !canImport(Combine)
import Foundation

/// A class whose changes views follow: the model of a screen written before `@Observable`,
/// with `@Published` properties, owned by a view with ``StateObject``, handed down with
/// ``ObservedObject`` or ``View/environmentObject(_:)``.
///
/// Combine does not exist on Linux, so TextUI declares the protocol itself, with the shape
/// screens use: ``objectWillChange``, whose ``ObservableObjectPublisher/send()`` a model calls
/// before a change `@Published` does not announce. Setting a `@Published` property sends it
/// too. A text render draws the model as it is when drawn, so nothing waits on the sends. On
/// Apple platforms TextUI re-exports Combine's own protocol instead.
///
/// ```swift
/// final class Counter: ObservableObject {
///     @Published var count = 2
/// }
///
/// struct CounterView: View {
///     @StateObject private var counter = Counter()
///     var body: some View {
///         Stepper("Cups: \(counter.count)", value: $counter.count, in: 0...9)
///     }
/// }
///
/// CounterView().render(width: 20)
/// ```
/// ```text
/// Cups: 2          − +
/// ```
///
/// Combine: protocol ObservableObject : AnyObject
public protocol ObservableObject: AnyObject {
    /// The type of ``objectWillChange``: ``ObservableObjectPublisher`` unless the class
    /// declares its own.
    ///
    /// Combine: associatedtype ObjectWillChangePublisher : Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never

    /// What announces a change before it happens.
    ///
    /// Combine: var objectWillChange: Self.ObjectWillChangePublisher { get }
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher: the same one each time it is asked for, for as long as the
    /// object lives.
    ///
    /// Combine: var objectWillChange: ObservableObjectPublisher { get } (where ObjectWillChangePublisher == ObservableObjectPublisher)
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(of: self)
    }
}

/// Announces that an ``ObservableObject`` is about to change: ``send()``.
///
/// ```swift
/// final class Session: ObservableObject {
///     var token = "" { willSet { objectWillChange.send() } }
/// }
/// ```
///
/// Combine: final class ObservableObjectPublisher
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    private let lock = NSLock()
    private var observers: [(Int, () -> Void)] = []
    private var nextObserver = 0

    /// A publisher of its own, for a class that declares `let objectWillChange = ObservableObjectPublisher()`.
    ///
    /// Combine: ObservableObjectPublisher.init()
    public init() {}

    /// Announces a change.
    ///
    /// Combine: ObservableObjectPublisher.send()
    public func send() {
        let current = lock.withLock { observers.map(\.1) }
        for observer in current { observer() }
    }

    /// Combine: typealias Output = Void
    public typealias Output = Void
    /// Combine: typealias Failure = Never
    public typealias Failure = Never

    /// Combine: final func receive<S>(subscriber: S) where S : Subscriber, S.Failure == Never, S.Input == Void
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let cancel = observe { _ = subscriber.receive(()) }
        subscriber.receive(subscription: ClosureSubscription(onCancel: cancel))
    }

    /// Calls `observer` on every send until the returned token's `cancel` runs.
    func observe(_ observer: @escaping () -> Void) -> () -> Void {
        let id = lock.withLock {
            nextObserver += 1
            observers.append((nextObserver, observer))
            return nextObserver
        }
        return { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.observers.removeAll { $0.0 == id } }
        }
    }
}

extension ObservableObjectPublisher {
    /// The publishers of objects that use the default ``ObservableObject/objectWillChange``,
    /// by object, each kept while its object lives.
    private final class Registry: @unchecked Sendable {
        struct Entry {
            weak var object: AnyObject?
            let publisher: ObservableObjectPublisher
        }

        let lock = NSLock()
        var entries: [ObjectIdentifier: Entry] = [:]
        var insertsSinceSweep = 0
    }

    private static let registry = Registry()

    /// The publisher of `object`, made the first time it is asked for.
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        let registry = registry
        return registry.lock.withLock {
            let id = ObjectIdentifier(object)
            if let entry = registry.entries[id], entry.object === object { return entry.publisher }
            registry.insertsSinceSweep += 1
            if registry.insertsSinceSweep > 256 {
                registry.entries = registry.entries.filter { $0.value.object != nil }
                registry.insertsSinceSweep = 0
            }
            let publisher = ObservableObjectPublisher()
            registry.entries[id] = Registry.Entry(object: object, publisher: publisher)
            return publisher
        }
    }
}
#endif
