import ViewStateKit

extension TestStore {
    /// Compares the state after `reduction` with what the test expects, and reports a diff.
    ///
    /// Exhaustive: the expectation is the state *before* changed by the closure, so any change
    /// the closure leaves out shows. Non-exhaustive: the closure is applied to the state
    /// *after*, so only the fields it sets are checked.
    func assertStateChange(
        of reduction: Reduction,
        step: String,
        _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
        at location: CallerLocation
    ) {
        var expected = exhaustivity == .on ? reduction.before : reduction.after
        do {
            try updateStateToExpectedResult?(&expected)
        } catch {
            reportFailure("The closure asserting the state for \(step) threw an error: \(error)", at: location)
            return
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

    /// Fails for each action left unasserted and each effect still running.
    nonisolated static func reportLeftovers(unreceived: [String], running: [EffectTracker.Running], at location: CallerLocation) {
        if !unreceived.isEmpty {
            let count = unreceived.count == 1 ? "1 action" : "\(unreceived.count) actions"
            reportFailure(
                "The store received \(count) the test did not assert:\n"
                    + unreceived.map { "  • \($0)" }.joined(separator: "\n")
                    + "\nAssert each with receive(_:), or call skipReceivedActions().",
                at: location
            )
        }
        for effect in running {
            reportFailure(
                "An effect is still running at the end of the test: \(describe(effect)).\n"
                    + "Advance the clock or release the call it waits on and receive what it sends, "
                    + "cancel it in the reducer, or call skipInFlightEffects().",
                at: location
            )
        }
    }

    nonisolated static func unhandledBeforeSendingMessage(_ actions: [Action], sending action: Action) -> String {
        let count = actions.count == 1 ? "1 received action" : "\(actions.count) received actions"
        return "Sending \(oneLine(action)) with \(count) not yet asserted:\n"
            + actions.map { "  • \(oneLine($0))" }.joined(separator: "\n")
            + "\nAssert them with receive(_:) before sending, or call skipReceivedActions()."
    }

    /// "the effect at F:12, started by X (waiting on a ManualClock sleep until 2.0 seconds)".
    nonisolated static func describe(_ effect: EffectTracker.Running) -> String {
        let waits = effect.waits.sorted { $0.key < $1.key }.map(\.value)
        return waits.isEmpty ? "\(effect.label) (running)" : "\(effect.label) (waiting on \(waits.joined(separator: ", ")))"
    }

    /// The effects running now, one per line, for failure messages.
    func runningEffectsSummary() -> String {
        let running = tracker.running
        if running.isEmpty { return "No effect is running." }
        return "Effects still running:\n" + running.map { "  • \(Self.describe($0))" }.joined(separator: "\n")
    }
}

/// A value's dump on one line: `AppAction.order(OrderAction.loadOrders)`.
func oneLine(_ value: Any) -> String {
    var text = ""
    for line in ValueDump.dump(value).split(separator: "\n") {
        var piece = line.drop(while: { $0 == " " })
        if piece.hasPrefix("["), let close = piece.firstIndex(of: "]"),
           piece[piece.index(after: close)...].hasPrefix(": "),
           piece[piece.index(after: piece.startIndex)..<close].allSatisfy(\.isNumber) {
            piece = piece[piece.index(close, offsetBy: 3)...]   // "[0]: x" → "x" in arrays
        }
        if !(text.isEmpty || text.hasSuffix("(") || text.hasSuffix("[") || piece.hasPrefix(")") || piece.hasPrefix("]")) {
            text += " "
        }
        text += piece
    }
    return text
}
