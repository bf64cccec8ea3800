import ViewStateKit
/// The open throttle windows, by clock and id: when each last let an effect through, and the
/// effect waiting for it to close. Shared by every store (an effect cannot see its store), so
/// each window is keyed by its clock: tests with their own ``ManualClock`` never meet.
final class ThrottleWindows: Sendable {
    static let shared = ThrottleWindows()

    /// Which clock: a class instance by identity, a value clock (`ContinuousClock`) by type.
    enum ClockKey: Hashable, Sendable {
        case object(ObjectIdentifier)
        case type(String)

        init<C: Clock>(_ clock: C) {
            if Swift.type(of: clock as Any) is AnyClass {
                self = .object(ObjectIdentifier(clock as AnyObject))
            } else {
                self = .type(String(reflecting: C.self))
            }
        }

        /// The clock itself, held weakly, when it is a class instance.
        static func object<C: Clock>(of clock: C) -> WeakObject? {
            guard Swift.type(of: clock as Any) is AnyClass else { return nil }
            return WeakObject(clock as AnyObject)
        }
    }

    struct Key: Hashable, Sendable {
        let clock: ClockKey
        let id: EffectID
    }

    /// A weak reference, so a window of a clock that is gone is never mistaken for a new clock's
    /// at the same address.
    final class WeakObject: @unchecked Sendable {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }

    enum Arrival<Instant> {
        /// No window is open: run now (a window opens).
        case runNow
        /// A window is open and this one waits for it to close, then runs the pending effect.
        case waitUntil(Instant)
        /// A window is open and another effect already waits for it to close.
        case dropped
    }

    private struct Window {
        let clockObject: WeakObject?
        /// When the window closes, as the clock's `Instant`.
        var closes: Any
        /// How long a window stays open, as the clock's `Duration`.
        let duration: Any
        /// The effect to run when it closes, as `@Sendable (Send<Action>) async -> Void`.
        var pending: Any?
        var hasTrailingWaiter: Bool
    }

    private let windows = LockedValue<[Key: Window]>([:])

    func arrive<Instant: InstantProtocol, Body>(
        _ key: Key, clockObject: WeakObject?, now: Instant, duration: Instant.Duration, body: Body, latest: Bool
    ) -> Arrival<Instant> {
        windows.withLock { windows in
            if var window = windows[key], let closes = window.closes as? Instant, now < closes,
               window.clockObject?.value === clockObject?.value {
                if window.pending == nil || latest { window.pending = body }
                defer { window.hasTrailingWaiter = true; windows[key] = window }
                return window.hasTrailingWaiter ? .dropped : .waitUntil(closes)
            }
            // A new window: drop those of clocks that are gone while here.
            windows = windows.filter { $0.value.clockObject.map { $0.value != nil } ?? true }
            windows[key] = Window(
                clockObject: clockObject, closes: now.advanced(by: duration), duration: duration, pending: nil, hasTrailingWaiter: false
            )
            return .runNow
        }
    }

    /// The pending effect, when the window closes; a new window opens from `now`.
    func takeTrailing<Instant: InstantProtocol, Body>(_ key: Key, now: Instant) -> Body? {
        windows.withLock { windows in
            guard var window = windows[key] else { return nil }
            let pending = window.pending as? Body
            window.pending = nil
            window.hasTrailingWaiter = false
            if let duration = window.duration as? Instant.Duration, pending != nil {
                window.closes = now.advanced(by: duration)
            }
            windows[key] = window
            return pending
        }
    }

    /// The waiter was cancelled: nothing runs when the window closes.
    func abandonTrailing(_ key: Key) {
        windows.withLock { windows in
            windows[key]?.pending = nil
            windows[key]?.hasTrailingWaiter = false
        }
    }
}
