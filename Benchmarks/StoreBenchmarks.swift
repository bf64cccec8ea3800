import ExampleApp
import ViewStateKit

// Issue 6: "a `send` that returns no effect costs at most 3× a direct call of the reducer".
// Both sides run the same reducer on the same actions; the store side adds what `send` adds
// (Observation's willSet/didSet, the history, the reentrancy check).
//
// store-send-app is the goal's measurement: the example app's composed AppReducer (two
// scoped features and the navigation rules), actions that return no effect.
// store-send-tiny is the worst case, a reducer that does almost nothing: it shows the fixed
// cost of a send in nanoseconds.
@MainActor
var storeBenchmarks: [Benchmark] {
    [
        Benchmark(name: "store-send-app") {
            let actions: [AppAction] = (0..<1_000).map { index in
                switch index % 4 {
                case 0: .navigation(.tabSelected(.items))
                case 1: .items(.itemTapped(.pen))
                case 2: .navigation(.sheetDismissed)
                default: .navigation(.tabSelected(.orders))
                }
            }
            let rounds = 1_000
            let reducer = AppReducer(orderService: OrderServiceMock(), itemsAPI: .mock)
            let direct = fastestSeconds(of: 7) {
                var state = AppState()
                for _ in 0..<rounds {
                    for action in actions { _ = reducer.reduce(into: &state, action: action) }
                }
                blackHole(state)
            }
            let store = AppStore(initialState: AppState(), reducer: reducer, historyLimit: 256)
            let viaStore = fastestSeconds(of: 7) {
                for _ in 0..<rounds {
                    for action in actions { store.send(action) }
                }
            }
            blackHole(store.state)
            report(direct: direct, viaStore: viaStore, count: rounds * actions.count)
        },
        Benchmark(name: "store-send-tiny") {
            let actions = 1_000_000
            let direct = fastestSeconds(of: 7) {
                var state = BenchState()
                let reducer = BenchReducer()
                for index in 0..<actions {
                    _ = reducer.reduce(into: &state, action: .rowTapped(index & 63))
                }
                blackHole(state)
            }
            let store = Store(initialState: BenchState()) { BenchReducer() }
            let viaStore = fastestSeconds(of: 7) {
                for index in 0..<actions {
                    store.send(.rowTapped(index & 63))
                }
            }
            blackHole(store.state)
            report(direct: direct, viaStore: viaStore, count: actions)
        },
    ]
}

@MainActor
private func report(direct: Double, viaStore: Double, count: Int) {
    let ratio = viaStore / direct
    print("direct reducer call: \(nanoseconds(direct / Double(count))) ns/action")
    print("Store.send (no effect): \(nanoseconds(viaStore / Double(count))) ns/action")
    print("ratio: \((ratio * 100).rounded() / 100)× (goal ≤ 3×) \(ratio <= 3 ? "within" : "over")")
}

private func nanoseconds(_ seconds: Double) -> Double {
    (seconds * 1e10).rounded() / 10
}

@inline(never)
private func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A small list screen's state: what a row tap touches in a real feature.
private struct BenchState: Equatable, Sendable {
    var rows: [Int] = Array(0..<64)
    var selectedRow: Int?
    var tapCount = 0
}

private enum BenchAction: Equatable, Sendable {
    case rowTapped(Int)
}

private struct BenchReducer: Reducer {
    // Not inlined: the direct side calls the reducer, as the store does, rather than letting
    // the optimizer fold a million taps into one addition.
    @inline(never)
    func reduce(into state: inout BenchState, action: BenchAction) -> Effect<BenchAction> {
        switch action {
        case .rowTapped(let row):
            state.selectedRow = state.rows[row]
            state.tapCount += 1
            return .none
        }
    }
}
