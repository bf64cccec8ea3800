/// A scenario that did not finish within its timeout, and what it was waiting on when time ran
/// out (a suspended ``UseCaseMock`` call, a ``ManualClock`` sleep), where known.
///
/// A scenario gets ``defaultTimeout`` unless it sets its own
/// (`PreviewState.scenario("x", timeout: .seconds(10)) { … }`) or the run sets another for the
/// scenarios that set none (`preview check --timeout 10`, or `timeout:` on the snapshot
/// assertions). Its ``description`` is the one line `preview` and the assertions print:
///
/// ```text
/// scenario Login/stuck did not finish within 5 s; it waits on LoginUseCase.login call #1, suspended until released. Let the scenario finish (release the call, advance the clock), or give it longer with .scenario(_:timeout:_:) or --timeout.
/// ```
public struct ScenarioTimeout: Error, Sendable, Equatable, CustomStringConvertible {
    /// How long a scenario may run when neither it nor the run says otherwise: 5 seconds,
    /// far beyond what a scenario driven by mocks and a ``ManualClock`` needs, and short
    /// enough that a stuck one fails a CI run quickly.
    public static let defaultTimeout = Duration.seconds(5)

    public let screen: String
    public let state: String
    /// The bound that ran out.
    public let timeout: Duration
    /// What the scenario was waiting on, oldest first; empty when nothing known was pending.
    public let pendingWaits: [String]
    /// Set when the state's preview stopped or hung the process drawing it, rather than a
    /// scenario running out of time: `preview` then leaves the state out as it does a
    /// timed-out one, and draws the rest.
    package private(set) var interruption: Interruption?

    /// How a state's preview ended the process drawing it.
    package enum Interruption: Sendable, Equatable {
        /// It stopped the process (a `fatalError`, such as an `@EnvironmentObject` no view
        /// supplies): what it said, or the signal's name.
        case stopped(String)
        /// It did not return within ``ScenarioTimeout/timeout`` (it blocks its thread), so
        /// the process was ended; `setting` is how to give it longer (`--timeout`).
        case hung(setting: String)
    }

    /// Why a state was left out: its scenario timed out, or its preview stopped or hung.
    package enum Kind: Sendable {
        case timedOut, stopped, hung
    }

    package var kind: Kind {
        switch interruption {
        case nil: .timedOut
        case .stopped: .stopped
        case .hung: .hung
        }
    }

    /// What the state is called in a list or a count: `timed out`, `stopped` or `hung`.
    package var label: String {
        switch kind {
        case .timedOut: "timed out"
        case .stopped: "stopped"
        case .hung: "hung"
        }
    }

    /// The state `screen`/`state` whose preview stopped the process with `message`.
    package static func stopped(screen: String, state: String, message: String) -> ScenarioTimeout {
        var stopped = ScenarioTimeout(screen: screen, state: state, timeout: .zero, pendingWaits: [])
        stopped.interruption = .stopped(message)
        return stopped
    }

    /// The state `screen`/`state` whose preview did not return within `bound`, so the process
    /// drawing it was ended; `setting` gives it longer.
    package static func hung(screen: String, state: String, after bound: Duration, setting: String) -> ScenarioTimeout {
        var hung = ScenarioTimeout(screen: screen, state: state, timeout: bound, pendingWaits: [])
        hung.interruption = .hung(setting: setting)
        return hung
    }

    public init(screen: String, state: String, timeout: Duration, pendingWaits: [String]) {
        self.screen = screen
        self.state = state
        self.timeout = timeout
        self.pendingWaits = pendingWaits
    }

    public var description: String {
        message(runSetting: "--timeout")
    }

    /// The message with `runSetting` as the run-wide way to give more time: `--timeout` for
    /// the command, `timeout:` for a snapshot assertion.
    package func message(runSetting: String) -> String {
        switch interruption {
        case .stopped(let stop):
            let said = stop.hasSuffix(".") ? String(stop.dropLast()) : stop
            return "preview \(screen)/\(state) stopped the process drawing it: \(said). It is left out; the other states are drawn."
        case .hung(let setting):
            return "preview \(screen)/\(state) hung the process drawing it: it did not return within \(Self.seconds(timeout)), "
                + "so it may block its thread (a lock, a static let that reads itself, an endless loop). "
                + "It is left out; the other states are drawn. Fix it, or give it longer with \(setting)."
        case nil:
            break
        }
        let waits = pendingWaits.isEmpty
            ? "; it waits on nothing ViewStateKit knows (no suspended UseCaseMock call, no ManualClock sleep)"
            : "; it waits on " + pendingWaits.joined(separator: " and ")
        return "scenario \(screen)/\(state) did not finish within \(Self.seconds(timeout))\(waits). "
            + "Let the scenario finish (release the call, advance the clock), or give it longer with .scenario(_:timeout:_:) or \(runSetting)."
    }

    /// `5 s`, `0.25 s`, `0.001 s`: seconds, up to millisecond precision.
    package static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        let whole = milliseconds / 1000
        let fraction = milliseconds % 1000
        guard fraction != 0 else { return "\(whole) s" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits) s"
    }
}
