import ViewStateKit

/// A source of values that any number of effects listen to at once, as TCA's tests use a Combine
/// subject: each ``values()`` is a stream of its own that gets every value sent after it began.
/// A listener whose task is cancelled stops listening (its stream terminates).
final class ValueSubject: Sendable {
    private struct Listeners {
        var byID: [Int: AsyncStream<Int>.Continuation] = [:]
        var nextID = 0
    }

    private let listeners = LockedValue(Listeners())

    /// A new stream of the values sent from now on.
    func values() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let id = listeners.withLock { listeners -> Int in
            listeners.nextID += 1
            listeners.byID[listeners.nextID] = continuation
            return listeners.nextID
        }
        continuation.onTermination = { [listeners] _ in
            listeners.withLock { _ = $0.byID.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `value` to every stream listening now.
    func send(_ value: Int) {
        for continuation in listeners.withLock({ Array($0.byID.values) }) {
            continuation.yield(value)
        }
    }

    /// Ends every stream listening now: their `for await` loops finish.
    func finish() {
        for continuation in listeners.withLock({ Array($0.byID.values) }) {
            continuation.finish()
        }
    }

    /// How many streams are listening now.
    var listenerCount: Int {
        listeners.withLock { $0.byID.count }
    }
}
