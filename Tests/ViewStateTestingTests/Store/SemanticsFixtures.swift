import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// `.start` feeds back `.step(1)`, `.step(2)`, `.step(3)` from one effect: each step appends to
/// the log, so the state says which actions were reduced.
struct ChainFeature: Reducer {
    struct State: Equatable, Sendable {
        var log: [String] = []
    }

    enum Action: Equatable, Sendable {
        case start
        case step(Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
            state.log.append("start")
            return .run { send in
                for step in 1...3 { await send(.step(step)) }
            }
        case .step(let step):
            state.log.append("step \(step)")
            return .none
        }
    }
}

/// Listens to a stream the test feeds: each value becomes `.received(value)`.
struct StreamFeature: Reducer {
    struct State: Equatable, Sendable {
        var values: [Int] = []
    }

    enum Action: Equatable, Sendable {
        case listen
        case received(Int)
        case stop
    }

    enum CancelID { case listening }

    let values: AsyncStream<Int>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .listen:
            return .run { [values] send in
                for await value in values { await send(.received(value)) }
            }
            .cancellable(id: CancelID.listening)
        case .received(let value):
            state.values.append(value)
            return .none
        case .stop:
            return .cancel(id: CancelID.listening)
        }
    }
}

/// An effect that keeps its `send` and returns; the test calls it later.
struct LateSendFeature: Reducer {
    final class Kept: Sendable {
        let send = LockedValue<Send<Int>?>(nil)
    }

    let kept: Kept

    func reduce(into state: inout Int, action: Int) -> Effect<Int> {
        if action == 0 {
            return .run { [kept] send in kept.send.withLock { $0 = send } }
        }
        state = action
        return .none
    }
}

/// `.spin` starts an effect that never waits on anything: it yields in a loop until cancelled.
struct SpinFeature: Reducer {
    func reduce(into state: inout Int, action: String) -> Effect<String> {
        .run { _ in
            while !Task.isCancelled { await Task.yield() }
        }
    }
}
