import ViewStateKit
import ViewStateStore
import ViewStateTesting

extension TestStore {
    /// Waits until every running effect is parked, finished, or waiting on something the test
    /// store cannot see; fails, naming the effects, if effect code is still running after
    /// `limit` (ten times ``timeout`` unless given). Then reports the runtime warnings raised
    /// meanwhile.
    func settle(at location: CallerLocation, within limit: Duration? = nil) async {
        ledger.withLock { $0.lastLocation = location }
        let limit = limit ?? timeout * 10
        if await !tracker.waitUntilSettled(within: limit) {
            reportFailure(
                "Effects kept running for \(Self.seconds(limit)) without waiting on anything "
                    + "(a loop that never suspends?), so the test store stopped waiting for them.\n"
                    + "Effects still running:\n"
                    + tracker.running.map { "  • \($0.isParked ? Self.describe($0) : $0.label + " (running)")" }.joined(separator: "\n"),
                at: location
            )
        }
        reportWarnings(at: location)
    }

    /// Waits, at most ``timeout``, until `isDone` holds for the effects waiting on something the
    /// test store cannot see (an `AsyncStream`, a real-time sleep). Returns at once when none is.
    func waitForUnseenWaits(until isDone: ([EffectTracker.Running]) -> Bool) async {
        guard !isDone(unseenWaits()) else { return }
        let bound = RealTimeBound(limit: timeout) { [tracker] in tracker.noteEvent() }
        defer { bound.cancel() }
        _ = await tracker.waitUntil(bound) { status in status.isSettled && isDone(unseenWaits()) }
    }

    /// The running effects that are not parked on a wait the test store knows.
    nonisolated func unseenWaits(in running: [EffectTracker.Running]) -> [EffectTracker.Running] {
        running.filter { !$0.isParked }
    }

    func unseenWaits() -> [EffectTracker.Running] {
        unseenWaits(in: tracker.running)
    }

    /// Fails for each runtime warning (an effect's late send, an unhandled effect error, a
    /// composition report) since the last call.
    func reportWarnings(at location: CallerLocation) {
        let reports = warnings.withLock { warnings in
            defer { warnings.removeAll() }
            return warnings
        }
        for message in reports {
            reportFailure(message, at: location)
        }
    }

    /// "1 s", "0.3 s", "1.25 s": a duration in seconds, for messages.
    nonisolated static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        let whole = milliseconds / 1000
        var fraction = String(milliseconds % 1000)
        guard fraction != "0" else { return "\(whole) s" }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction) s"
    }
}
