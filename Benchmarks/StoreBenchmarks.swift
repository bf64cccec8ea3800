import ExampleApp
import Observation
import ViewStateKit

// Rows: `Store.send` of actions that return no effect ÷ the same reducer called directly, on
// the example app's composed AppReducer (two scoped features and the navigation rules). Both
// sides run the same actions; the store adds what `send` adds (Observation's willSet/didSet,
// the history, the reentrancy check). The observed row attaches an observer that, as a
// SwiftUI view would, is told of every change and tracks the state again.
let storeSendBenchmark = Benchmark(
    name: "store-send",
    title: "Store.send (no effect) ÷ AppReducer called directly",
    goal: 3,
    pairs: 10
) {
    sendSides(observed: false)
}

let observedStoreSendBenchmark = Benchmark(
    name: "store-send-observed",
    title: "Store.send (no effect) with an observer attached ÷ AppReducer called directly",
    goal: 3,
    pairs: 10
) {
    sendSides(observed: true)
}

@MainActor
private func sendSides(observed: Bool) -> (measured: Side, floor: Side) {
    let actions: [AppAction] = (0..<1_000).map { index in
        switch index % 4 {
        case 0: .navigation(.tabSelected(.items))
        case 1: .items(.itemTapped(.pen))
        case 2: .navigation(.sheetDismissed)
        default: .navigation(.tabSelected(.orders))
        }
    }
    let rounds = 100
    let reducer = AppReducer(orderService: OrderServiceMock(), itemsAPI: .mock)
    let store = AppStore(initialState: AppState(), reducer: reducer, historyLimit: 256)
    let observer = observed ? StateObserver(store: store) : nil
    let label = observed ? "Store.send, observed" : "Store.send"
    let measured = Side(label: label, unit: "action", units: rounds * actions.count) {
        for _ in 0..<rounds {
            for action in actions { store.send(action) }
        }
        blackHole(store.state)
        if let observer { precondition(observer.changes > 0, "the observer saw no change") }
    }
    let floor = Side(label: "reducer called directly", unit: "action", units: rounds * actions.count) {
        var state = AppState()
        for _ in 0..<rounds {
            for action in actions { _ = reducer.reduce(into: &state, action: action) }
        }
        blackHole(state)
    }
    return (measured, floor)
}

/// Counts the store's changes and tracks the state again after each one.
@MainActor
private final class StateObserver {
    private(set) var changes = 0
    private let store: AppStore

    init(store: AppStore) {
        self.store = store
        track()
    }

    private func track() {
        withObservationTracking {
            _ = store.state
        } onChange: { [weak self] in
            // Observation calls this synchronously, on the main actor, before each change.
            MainActor.assumeIsolated {
                self?.changes += 1
                self?.track()
            }
        }
    }
}
