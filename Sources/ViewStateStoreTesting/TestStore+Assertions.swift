import ViewStateKit
import ViewStateStore
import ViewStateTesting

extension TestStore {
    /// Compares the state after `reduction` with what the test expects, and reports a diff.
    ///
    /// Exhaustive: the expectation is the state *before* changed by the closure, so any change
    /// the closure leaves out shows. Non-exhaustive: the closure is applied to the state
    /// *after*, so only the fields it sets are checked.
    ///
    /// While the closure runs, ``state`` is the state before the step, and the test's
    /// dependencies are in force.
    func assertStateChange(
        of reduction: Reduction,
        step: String,
        _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
        at location: CallerLocation
    ) {
        stateBeforeStep = reduction.before
        defer { stateBeforeStep = nil }
        var expected = exhaustivity == .on ? reduction.before : reduction.after
        do {
            try withOwnDependencies { try updateStateToExpectedResult?(&expected) }
        } catch {
            reportFailure("The closure asserting the state for \(step) threw an error: \(error)", at: location)
            return
        }
        if exhaustivity.showsSkipped, expected == reduction.after {
            showSkippedStateChange(of: reduction, step: step, updateStateToExpectedResult, at: location)
        }
        if expected == reduction.after {
            if exhaustivity == .on, updateStateToExpectedResult != nil, reduction.before == reduction.after {
                reportFailure(
                    "\(step) did not change the state, yet the test passed a closure asserting a change. "
                        + "Remove the closure if no change is expected.",
                    at: location
                )
            }
            return
        }
        let diff = ValueDiff.diff(expected, reduction.after) ?? ValueDiff.printsTheSameMessage
        if updateStateToExpectedResult == nil {
            reportFailure(
                "\(step) changed the state, but the test asserted no change. "
                    + "Pass a closure that makes the change, such as { $0.field = … }:\n\n\(diff)",
                at: location
            )
        } else {
            reportFailure("The state after \(step) is not what the test expected:\n\n\(diff)", at: location)
        }
    }

    /// Fails for each action left unasserted (at `location`) and each effect still running (at
    /// the step that started it).
    nonisolated func reportLeftovers(unreceived: [String], running: [EffectTracker.Running], ledger: Ledger, at location: CallerLocation) {
        if !unreceived.isEmpty {
            reportFailure(Self.unreceivedMessage(unreceived), at: location)
        }
        for effect in running {
            let origin = ledger.stepLocations[effect.origin] ?? location
            reportFailure(Self.stillRunningMessage(effect), at: origin)
        }
    }

    nonisolated static func unreceivedMessage(_ unreceived: [String]) -> String {
        let count = unreceived.count == 1 ? "1 action" : "\(unreceived.count) actions"
        return "The store received \(count) the test did not assert:\n"
            + unreceived.map { "  • \($0)" }.joined(separator: "\n")
            + "\nAssert each with receive(_:), call skipReceivedActions(), or set exhaustivity = .off "
            + "to check only what the test asserts."
    }

    nonisolated static func stillRunningMessage(_ effect: EffectTracker.Running) -> String {
        "An effect started here is still running at the end of the test: \(describe(effect)).\n"
            + (nextWakeUpHint([effect]).map { $0 + "\n" } ?? "")
            + "Advance the clock or release what it waits on and receive what it sends, cancel it in the "
            + "reducer, call skipInFlightEffects(), or set exhaustivity = .off to check only what the test asserts."
    }

    nonisolated static func unhandledBeforeSendingMessage(_ actions: [Action], sending action: Action) -> String {
        let count = actions.count == 1 ? "1 received action" : "\(actions.count) received actions"
        return "Sending \(oneLine(action)) with \(count) not yet asserted:\n"
            + actions.map { "  • \(oneLine($0))" }.joined(separator: "\n")
            + "\nAssert them with receive(_:) before sending, or call skipReceivedActions(). "
            + "They stay receivable."
    }

    /// "the effect at F:12, started by X (waiting on a ManualClock sleep until 2.0 seconds)".
    nonisolated static func describe(_ effect: EffectTracker.Running) -> String {
        let waits = effect.orderedWaits.map(\.description)
        if waits.isEmpty {
            return "\(effect.label) (waiting on something the test store cannot see: "
                + "not a ManualClock sleep or a suspended UseCaseMock call)"
        }
        return "\(effect.label) (waiting on \(waits.joined(separator: ", ")))"
    }

    /// "Next wake-up in 1 s: advance the clock at least that far." when an effect sleeps on a
    /// ``ManualClock``.
    nonisolated static func nextWakeUpHint(_ running: [EffectTracker.Running]) -> String? {
        let remaining = running.flatMap(\.orderedWaits).compactMap { $0.remaining?() }.min()
        return remaining.map { "Next wake-up in \(seconds(max($0, .zero))): advance the clock at least that far." }
    }

    /// The effects running now, one per line, with the next wake-up, for failure messages.
    func runningEffectsSummary() -> String {
        let running = tracker.running
        if running.isEmpty {
            return "No effect is running: the effect that would send it may have been cancelled, "
                + "or may have finished without sending it."
        }
        return "Effects still running:\n" + running.map { "  • \(Self.describe($0))" }.joined(separator: "\n")
            + (Self.nextWakeUpHint(running).map { "\n" + $0 } ?? "")
    }
}

/// A value's dump on one line: `AppAction.order(OrderAction.loadOrders)`.
func oneLine(_ value: Any) -> String {
    ValueDump.oneLine(value)
}
