import Testing
import ViewStateKit
@testable import ViewStateStore

/// TCA's `DebugTests`: `_printChanges(_:)` calls its printer once per action, with the action
/// and the states around it, in order even when stacked; `.actionLabels` names an action by
/// its cases and labels alone.
@MainActor
@Suite struct DebugParity {
    enum Action {
        case action1(Bool, label: String)
        case action2(Bool, Int, String)
        case screenA(ScreenA)

        enum ScreenA {
            case row(index: Int, action: RowAction)

            enum RowAction {
                case tapped
                case textChanged(query: String)
            }
        }
    }

    @Test func anActionIsNamedByItsCasesAndLabels() {
        #expect(ActionLabels.describe(Action.action1(true, label: "Blob")) == "DebugParity.Action.action1(_:, label:)")
        #expect(ActionLabels.describe(Action.action2(true, 1, "Blob")) == "DebugParity.Action.action2(_:, _:, _:)")
        #expect(ActionLabels.describe(Action.screenA(.row(index: 1, action: .tapped)))
            == "DebugParity.Action.screenA(.row(index:, action: .tapped))")
        #expect(ActionLabels.describe(Action.screenA(.row(index: 1, action: .textChanged(query: "Hi"))))
            == "DebugParity.Action.screenA(.row(index:, action: .textChanged(query:)))")
    }

    /// What a printer was given, in order.
    final class Log: Sendable {
        let entries = LockedValue<[String]>([])

        func printer() -> ReducerPrinter<Int, Bool> {
            ReducerPrinter { action, oldState, newState in
                self.entries.withLock { $0.append("\(action): \(oldState) → \(newState)") }
            }
        }
    }

    static func counting(_ state: inout Int, _ action: Bool) -> Effect<Bool> {
        state += action ? 1 : -1
        return .none
    }

    @Test func thePrinterGetsEachActionWithTheStatesAroundIt() {
        let log = Log()
        let store = Store(initialState: 0) {
            Reduce(Self.counting)._printChanges(log.printer())
        }
        store.send(true)
        #expect(log.entries.current == ["true: 0 → 1"])
    }

    @Test func stackedPrintersPrintEachActionInTurnInOrder() {
        let log = Log()
        let store = Store(initialState: 0) {
            Reduce<Int, Bool> { state, action in
                state += action ? 1 : -1
                return .run { _ in await Task.yield() }
            }
            ._printChanges(log.printer())
            ._printChanges(log.printer())
            ._printChanges(log.printer())
            ._printChanges(log.printer())
        }
        store.send(true)
        store.send(false)
        store.send(true)
        store.send(false)
        let expected = ["true: 0 → 1", "false: 1 → 0", "true: 0 → 1", "false: 1 → 0"].flatMap { Array(repeating: $0, count: 4) }
        #expect(log.entries.current == expected)
    }
}
