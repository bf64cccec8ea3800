import Foundation
import ViewStateKit

/// How ``Reducer/_printChanges(_:)`` shows what a reducer did: each action it received, with the
/// state before and after.
///
/// ```swift
/// Store(initialState: Counter.State()) {
///     Counter()._printChanges()              // .diff, to standard output
/// }
/// store.send(.incrementTapped)
/// ```
/// prints
/// ```text
/// received action:
///   Counter.Action.incrementTapped
///   Counter.State(
/// -   count: 0
/// +   count: 1
///   )
/// ```
///
/// The state is shown as the structural diff a test store's failures show (the same dump,
/// unchanged runs folded), and an action that changed nothing as `  (No state changes)`.
/// Strings in the dump have their control characters escaped (`\u{1B}`).
public struct ReducerPrinter<State, Action>: Sendable {
    /// Called after each action with the action and the state before and after it.
    let printChange: @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

    /// A printer that calls `printChange` after each action.
    public init(printChange: @escaping @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void) {
        self.printChange = printChange
    }

    /// The action on one line, then how the state changed, to standard output.
    public static var diff: Self {
        diff { print($0) }
    }

    /// The action on one line, then how the state changed, handed to `write` as one text (no
    /// final newline): for a logger, or a test.
    public static func diff(to write: @escaping @Sendable (String) -> Void) -> Self {
        Self { action, oldState, newState in
            let change = ValueDiff.changes(from: oldState, to: newState) ?? "  (No state changes)"
            write("received action:\n  \(ValueDump.oneLine(action))\n\(change)")
        }
    }

    /// Each action's case names alone, without its values or the state, to standard output:
    /// `received action: AppAction.rows(.row(id:, action: .tapped))`. For actions that carry
    /// large or private values.
    public static var actionLabels: Self {
        actionLabels { print($0) }
    }

    /// ``actionLabels`` handed to `write` instead.
    public static func actionLabels(to write: @escaping @Sendable (String) -> Void) -> Self {
        Self { action, _, _ in
            write("received action: \(ActionLabels.describe(action))")
        }
    }
}
