import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// Ported from TCA's "Search" case study: typing searches once the typing pauses, and tapping a
/// result loads its forecast — tapping another result cancels the request in flight.
struct DebouncedSearch: Reducer {
    struct Location: Equatable, Sendable, Identifiable {
        let id: Int
        let name: String
    }

    struct State: Equatable, Sendable {
        var query = ""
        var results: IdentifiedArray<Location> = []
        var requestInFlight: Location.ID?
        var forecast: String?
    }

    enum Action: Equatable, Sendable {
        case queryChanged(String)
        case searchResponse(Result<[Location], LoadFailure>)
        case resultTapped(Location.ID)
        case forecastResponse(Location.ID, Result<String, LoadFailure>)
    }

    enum CancelID { case search, forecast }

    let clock: ManualClock
    let search: UseCaseMock<String, [Location]>
    let forecast: UseCaseMock<Int, String>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .queryChanged(let query):
            state.query = query
            guard !query.isEmpty else {
                state.results = []
                state.forecast = nil
                return .cancel(id: CancelID.search)
            }
            return .run { [search] send in
                await send(.searchResponse(await Result { try await search(query) }))
            }
            .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
        case .searchResponse(.success(let locations)):
            state.results = IdentifiedArray(locations)
            return .none
        case .searchResponse(.failure):
            state.results = []
            return .none
        case .resultTapped(let id):
            state.requestInFlight = id
            return .run { [forecast] send in
                await send(.forecastResponse(id, await Result { try await forecast(id) }))
            }
            .cancellable(id: CancelID.forecast, cancelInFlight: true)
        case .forecastResponse(let id, .success(let text)):
            state.requestInFlight = nil
            state.forecast = "\(state.results[id: id]?.name ?? "?"): \(text)"
            return .none
        case .forecastResponse(_, .failure):
            state.requestInFlight = nil
            return .none
        }
    }
}

@MainActor
@Suite struct DebouncedSearchTests {
    static let locations = [DebouncedSearch.Location(id: 1, name: "東京"), DebouncedSearch.Location(id: 2, name: "東大阪")]

    static func feature(clock: ManualClock) -> DebouncedSearch {
        DebouncedSearch(
            clock: clock,
            search: UseCaseMock("Weather.search", results: [.success(locations)]),
            forecast: UseCaseMock("Weather.forecast", results: [.success("晴れ")], latency: .seconds(1), clock: clock)
        )
    }

    @Test func searchesWhenTypingPausesAndTheNewestTapWins() async {
        let clock = ManualClock()
        let feature = Self.feature(clock: clock)
        let store = TestStore(initialState: DebouncedSearch.State()) { feature }
        await store.send(.queryChanged("東")) { $0.query = "東" }
        await clock.advance(by: .milliseconds(100))
        await store.send(.queryChanged("東京")) { $0.query = "東京" }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searchResponse(.success(Self.locations))) { $0.results = IdentifiedArray(Self.locations) }
        await store.send(.resultTapped(1)) { $0.requestInFlight = 1 }
        await clock.advance(by: .milliseconds(500))
        await store.send(.resultTapped(2)) { $0.requestInFlight = 2 }   // cancels 1's request
        await clock.advance(by: .seconds(1))
        await store.receive(.forecastResponse(2, .success("晴れ"))) {
            $0.requestInFlight = nil
            $0.forecast = "東大阪: 晴れ"
        }
        #expect(feature.search.calls == ["東京"])
        #expect(feature.forecast.calls == [1, 2])

        let plainClock = ManualClock()
        let plainFeature = Self.feature(clock: plainClock)
        let plain = Store(initialState: DebouncedSearch.State()) { plainFeature }
        let recorder = plain.recordHistory()
        plain.send(.queryChanged("東"))
        await plainClock.waitForSleepers(count: 1)
        await plainClock.advance(by: .milliseconds(100))
        let search = plain.send(.queryChanged("東京"))   // cancels the first wait at once
        await plainClock.waitForSleepers(count: 1)
        await plainClock.advance(by: .milliseconds(300))
        await search.finish()
        let first = plain.send(.resultTapped(1))
        await plainClock.waitForSleepers(count: 1)
        await plainClock.advance(by: .milliseconds(500))
        let second = plain.send(.resultTapped(2))
        await first.finish()
        await plainClock.waitForSleepers(count: 1)
        await plainClock.advance(by: .seconds(1))
        await second.finish()
        #expect(plain.state == store.state)
        #expect(recorder.history.actions == [
            .queryChanged("東"), .queryChanged("東京"), .searchResponse(.success(Self.locations)),
            .resultTapped(1), .resultTapped(2), .forecastResponse(2, .success("晴れ")),
        ])
        #expect(plainFeature.search.calls == ["東京"])
        #expect(plainFeature.forecast.calls == [1, 2])
    }

    @Test func clearingTheQueryCancelsTheWaitingSearch() async {
        let clock = ManualClock()
        let feature = Self.feature(clock: clock)
        let store = TestStore(initialState: DebouncedSearch.State()) { feature }
        await store.send(.queryChanged("東")) { $0.query = "東" }
        await store.send(.queryChanged("")) { $0.query = "" }
        await clock.advance(by: .seconds(1))
        await store.finish()
        #expect(feature.search.calls.isEmpty)

        let plainClock = ManualClock()
        let plainFeature = Self.feature(clock: plainClock)
        let plain = Store(initialState: DebouncedSearch.State()) { plainFeature }
        let typing = plain.send(.queryChanged("東"))
        await plainClock.waitForSleepers(count: 1)
        plain.send(.queryChanged(""))
        await typing.finish()
        #expect(plain.state == store.state)
        #expect(plainFeature.search.calls.isEmpty)
        #expect(plain.runningEffectCount == 0)
    }
}
