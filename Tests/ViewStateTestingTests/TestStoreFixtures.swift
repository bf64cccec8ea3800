import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// A search box: typing waits 300 ms (debounce) on the injected clock, then asks the use case.
struct SearchFeature: Reducer {
    struct State: Equatable, Sendable {
        var query = ""
        var results: [String] = []
        var isSearching = false
    }

    enum Action: Equatable, Sendable {
        case queryChanged(String)
        case searchResponse([String])
        case searchFailed
        case clearTapped
    }

    enum CancelID { case search }

    let search: UseCaseMock<String, [String]>
    let clock: ManualClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .queryChanged(let query):
            state.query = query
            state.isSearching = true
            return .run { [search, clock] send in
                try await clock.sleep(for: .milliseconds(300))
                await send(.searchResponse(try await search(query)))
            } catch: { _, send in
                await send(.searchFailed)
            }
            .cancellable(id: CancelID.search, cancelInFlight: true)
        case .searchResponse(let results):
            state.results = results
            state.isSearching = false
            return .none
        case .searchFailed:
            state.isSearching = false
            return .none
        case .clearTapped:
            state = State()
            return .cancel(id: CancelID.search)
        }
    }
}

extension UseCaseMock where Input == String, Output == [String] {
    static func mock(_ results: [String]...) -> UseCaseMock {
        UseCaseMock("SearchUseCase.search", results: results.map { .success($0) })
    }
}

/// A timer that ticks every second until stopped, or by itself after `stopAfter` ticks.
struct TickerFeature: Reducer {
    struct State: Equatable, Sendable {
        var ticks = 0
    }

    enum Action: Equatable, Sendable {
        case startTapped
        case stopTapped
        case tick
    }

    enum CancelID { case timer }

    let clock: ManualClock
    var stopAfter = Int.max

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .startTapped:
            return .run { [clock] send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    await send(.tick)
                }
            }
            .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .stopTapped:
            return .cancel(id: CancelID.timer)
        case .tick:
            state.ticks += 1
            return state.ticks >= stopAfter ? .cancel(id: CancelID.timer) : .none
        }
    }
}
