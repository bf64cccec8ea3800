import ViewStateKit

// Issue 6: "a `send` that returns no effect costs at most 3× a direct call of the reducer".
// Both sides run the same reducer on the same actions; the store side adds what `send` adds
// (observation, history, the reentrancy queue check).
@MainActor
var storeBenchmarks: [Benchmark] {
    [
        Benchmark(name: "store-send") {
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
            let ratio = viaStore / direct
            print("direct reducer call: \(nanoseconds(direct / Double(actions))) ns/action")
            print("Store.send (no effect): \(nanoseconds(viaStore / Double(actions))) ns/action")
            print("ratio: \((ratio * 100).rounded() / 100)× (goal ≤ 3×) \(ratio <= 3 ? "PASS" : "FAIL")")
        }
    ]
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
