import ExampleApp
import Observation
import ViewStateKit

// Rows: `Store.send` of actions that return no effect ÷ the same reducer called directly, on
// the example app's composed AppReducer (two scoped features and the navigation rules). Both
// sides run the same actions; the store adds what `send` adds (the reentrancy check, the
// checks for hooks nobody set; Observation's willSet/didSet only when someone read the state
// since the last change). The observed row attaches what reads the store: an observer that
// behaves as a SwiftUI view does — it tracks `state`, is told (synchronously, in `willSet`)
// when the first change comes, and tracks again when it next draws, here after each round of
// 1,000 actions sent in one go, as a view draws once after the actions of one run-loop turn —
// and a history recorder, which keeps every action. (Tracking again after every single change
// instead costs about 2 µs a change, nearly all of it in Observation's `withObservationTracking`.)
let storeSendBenchmark = Benchmark(
    name: "store-send",
    title: "Store.send (no effect) ÷ AppReducer called directly",
    goal: 1.2,
    pairs: 10
) {
    sendSides(observed: false)
}

let observedStoreSendBenchmark = Benchmark(
    name: "store-send-observed",
    title: "Store.send (no effect) with an observer and a history recorder attached ÷ AppReducer called directly",
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
    let store = AppStore(initialState: AppState(), reducer: reducer)
    let observer = observed ? StateObserver(store: store) : nil
    let recorder = observed ? store.recordHistory() : nil
    let label = observed ? "Store.send, observed" : "Store.send"
    let measured = Side(label: label, unit: "action", units: rounds * actions.count) {
        for _ in 0..<rounds {
            for action in actions { store.send(action) }
            observer?.drawIfNeeded()
        }
        blackHole(store.state)
        if let observer { precondition(observer.draws > 0, "the observer saw no change") }
        if let recorder { precondition(recorder.history.totalCount > 0, "the recorder kept nothing") }
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

/// Stands for a SwiftUI view: reads the state under observation, is told of a change, and
/// reads it again (tracking anew) when it next draws.
@MainActor
private final class StateObserver {
    private(set) var draws = 0
    private var needsDraw = false
    private let store: AppStore

    init(store: AppStore) {
        self.store = store
        track()
    }

    func drawIfNeeded() {
        guard needsDraw else { return }
        needsDraw = false
        draws += 1
        track()
    }

    private func track() {
        withObservationTracking {
            _ = store.state
        } onChange: { [weak self] in
            // Observation calls this synchronously, on the main actor, before the change.
            MainActor.assumeIsolated { self?.needsDraw = true }
        }
    }
}
