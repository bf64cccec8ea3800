/// The waits in progress under one scope, described for a person: a suspended
/// ``UseCaseMock`` call, a ``ManualClock`` sleep. The preview catalog sets one around each
/// scenario (task-local, so the scenario's child and unstructured tasks share it), and when
/// the scenario runs out of time the message says what it was waiting on.
///
/// ```swift
/// let waits = PendingWaits()
/// await PendingWaits.$current.withValue(waits) { … }
/// waits.descriptions   // ["LoginUseCase.login call #1, suspended until released"]
/// ```
package final class PendingWaits: Sendable {
    private struct Book {
        var nextID = 0
        var open: [(id: Int, description: String)] = []
    }

    /// The scope a wait registers with; `nil` outside one, and then nothing is recorded.
    @TaskLocal package static var current: PendingWaits?

    private let book = LockedValue(Book())

    package init() {}

    /// Records a wait that starts now in the current scope, if any; call ``PendingWait/end()``
    /// on the result when it is over.
    package static func begin(_ description: @autoclosure () -> String) -> PendingWait? {
        guard let waits = current else { return nil }
        let text = description()
        let id = waits.book.withLock { book -> Int in
            book.nextID += 1
            book.open.append((book.nextID, text))
            return book.nextID
        }
        return PendingWait(waits: waits, id: id)
    }

    /// The waits not over yet, oldest first.
    package var descriptions: [String] {
        book.withLock { $0.open.map(\.description) }
    }

    fileprivate func end(_ id: Int) {
        book.withLock { $0.open.removeAll { $0.id == id } }
    }
}

/// One wait recorded by ``PendingWaits/begin(_:)``.
package struct PendingWait: Sendable {
    fileprivate let waits: PendingWaits
    fileprivate let id: Int

    /// The wait is over: it no longer shows in ``PendingWaits/descriptions``.
    package func end() {
        waits.end(id)
    }
}
