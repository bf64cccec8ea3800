/// A safety bound in real time that a busy process cannot trip early: it expires once `limit`
/// has passed **and** the work queued meanwhile has had its turn — everything waiting on the
/// main actor and on the global executor at that moment has run.
///
/// A test run keeps the main actor busy: Swift Testing runs `@MainActor` tests side by side, and
/// one that draws a screen at two hundred widths holds the main actor for the whole loop. An
/// effect queued behind it, about to sleep on a ``ManualClock``, was not stuck; it was waiting
/// its turn. A bound that only counts seconds would give up on it, and the test would then wait
/// forever for an effect that sleeps on a clock nobody advances. This bound first lets the queue
/// drain: it goes round the main actor and the global executor a few times before it expires.
///
/// ```swift
/// let bound = RealTimeBound(limit: .seconds(5)) { tracker.noteEvent() }
/// defer { bound.cancel() }
/// // … wait for events; give up once bound.hasExpired
/// ```
package final class RealTimeBound: Sendable {
    /// How many times the bound goes round the main actor and the global executor, after its
    /// limit, before it expires: work that hops between the two (a store effect starts on the
    /// main actor, runs off it, and sends back to it) gets as many turns.
    package static let laps = 3

    private let expired: LockedValue<Bool>
    private let timer: Task<Void, Never>

    /// Starts the bound now; `whenExpired` runs once, when it expires (never after ``cancel()``).
    package init(limit: Duration, whenExpired: @escaping @Sendable () -> Void = {}) {
        let expired = LockedValue(false)
        self.expired = expired
        timer = Task {
            try? await Task.sleep(for: limit)
            for _ in 0..<Self.laps {
                guard !Task.isCancelled else { return }
                await MainActor.run {}
                await Task.yield()
            }
            guard !Task.isCancelled else { return }
            expired.withLock { $0 = true }
            whenExpired()
        }
    }

    /// Whether the limit has passed and the queued work has had its turn.
    package var hasExpired: Bool {
        expired.current
    }

    /// Stops the bound: it never expires.
    package func cancel() {
        timer.cancel()
    }
}
