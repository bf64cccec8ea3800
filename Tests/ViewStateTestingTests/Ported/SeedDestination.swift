import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// The seed's navigation snippet (`pinnest-tca-architecture.md`, 画面遷移), without macros: an
/// `AppReducer` with `featureA` scoped in and `destination: Destination.State?` whose
/// `featureB` case runs `FeatureBReducer`, driven by `PresentationAction`.
struct SeedAppReducer: Reducer {
    struct State: Equatable, Sendable {
        var featureA = FeatureAReducer.State()
        var destination: Destination.State?
    }

    enum Action: Equatable, Sendable {
        case featureA(FeatureAReducer.Action)
        case destination(PresentationAction<Destination.Action>)
    }

    enum Destination {
        enum State: Equatable, Sendable { case featureB(FeatureBReducer.State) }
        enum Action: Equatable, Sendable { case featureB(FeatureBReducer.Action) }
    }

    let clock: ManualClock

    var body: some Reducer<State, Action> {
        Scope(state: \.featureA, action: Action.featureA) { FeatureAReducer() }
        Reduce { state, action in
            switch action {
            case .featureA(.itemTapped(let item)):
                state.destination = .featureB(FeatureBReducer.State(item: item))
            case .destination(.presented(.featureB(.closeTapped))), .destination(.dismiss):
                state.destination = nil
            case .featureA, .destination:
                break
            }
            return .none
        }
        .ifLet(\.destination, case: Destination.State.featureB, action: { .destination(.presented(.featureB($0))) }) {
            FeatureBReducer(clock: clock)
        }
    }
}

struct FeatureAReducer: Reducer {
    struct State: Equatable, Sendable { var items = ["急須", "湯呑み"] }
    enum Action: Equatable, Sendable { case itemTapped(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct FeatureBReducer: Reducer {
    struct State: Equatable, Sendable {
        var item: String
        var isSaving = false
        var isFavorite = false
    }

    enum Action: Equatable, Sendable {
        case favoriteTapped
        case favoriteSaved
        case closeTapped
    }

    let clock: ManualClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .favoriteTapped:
            state.isSaving = true
            return .run { [clock] send in
                try await clock.sleep(for: .seconds(1))
                await send(.favoriteSaved)
            }
        case .favoriteSaved:
            state.isSaving = false
            state.isFavorite = true
            return .none
        case .closeTapped:
            return .none
        }
    }
}

@MainActor
@Suite struct SeedDestinationTests {
    @Test func featureBRunsInItsDestinationAndDismissingCancelsItsWork() async {
        let clock = ManualClock()
        let store = TestStore(initialState: SeedAppReducer.State()) { SeedAppReducer(clock: clock) }
        await store.send(.featureA(.itemTapped("急須"))) { $0.destination = .featureB(FeatureBReducer.State(item: "急須")) }
        await store.send(.destination(.presented(.featureB(.favoriteTapped)))) {
            $0.destination = .featureB(FeatureBReducer.State(item: "急須", isSaving: true))
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.destination(.presented(.featureB(.favoriteSaved)))) {
            $0.destination = .featureB(FeatureBReducer.State(item: "急須", isFavorite: true))
        }
        await store.send(.destination(.presented(.featureB(.favoriteTapped)))) {
            $0.destination = .featureB(FeatureBReducer.State(item: "急須", isSaving: true, isFavorite: true))
        }
        await store.send(.destination(.dismiss)) { $0.destination = nil }   // the save is cancelled
        await clock.advance(by: .seconds(1))
        await store.finish()

        let plainClock = ManualClock()
        let plain = Store(initialState: SeedAppReducer.State()) { SeedAppReducer(clock: plainClock) }
        let recorder = plain.recordHistory()
        plain.send(.featureA(.itemTapped("急須")))
        let save = plain.send(.destination(.presented(.featureB(.favoriteTapped))))
        await plainClock.waitForSleepers(count: 1)
        await plainClock.advance(by: .seconds(1))
        await save.finish()
        let second = plain.send(.destination(.presented(.featureB(.favoriteTapped))))
        await plainClock.waitForSleepers(count: 1)
        plain.send(.destination(.dismiss))
        await second.finish()
        #expect(plain.state == store.state)
        #expect(plain.runningEffectCount == 0)
        #expect(recorder.history.actions.count == 5)
    }
}
