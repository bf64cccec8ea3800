import Testing
import ViewStateKit
import ViewStateTesting
import ViewStateStore
import ViewStateStoreTesting

/// Ported from TCA's "Effects basics" case study: a counter that may not stay below zero — going
/// negative schedules a correction a second later, which incrementing first cancels — and that
/// loads a fact about its number.
struct DelayedCorrectionCounter: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
        var isFactLoading = false
        var fact: String?
    }

    enum Action: Equatable, Sendable {
        case decrementTapped
        case incrementTapped
        case correctionArrived
        case factTapped
        case factResponse(Result<String, LoadFailure>)
    }

    enum CancelID { case correction }

    let clock: ManualClock
    let fact: UseCaseMock<Int, String>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .decrementTapped:
            state.count -= 1
            state.fact = nil
            guard state.count < 0 else { return .none }
            return .run { [clock] send in
                try await clock.sleep(for: .seconds(1))
                await send(.correctionArrived)
            }
            .cancellable(id: CancelID.correction)
        case .incrementTapped:
            state.count += 1
            state.fact = nil
            return state.count >= 0 ? .cancel(id: CancelID.correction) : .none
        case .correctionArrived:
            if state.count < 0 { state.count += 1 }
            return .none
        case .factTapped:
            state.isFactLoading = true
            state.fact = nil
            return .run { [count = state.count, fact] send in
                await send(.factResponse(await Result { try await fact(count) }))
            }
        case .factResponse(.success(let text)):
            state.isFactLoading = false
            state.fact = text
            return .none
        case .factResponse(.failure):
            state.isFactLoading = false
            return .none
        }
    }
}

@MainActor
@Suite struct DelayedCorrectionCounterTests {
    static let facts = [Result<String, any Error>.success("-1 は負の数です"), .success("0 は偶数です")]

    @Test func goingBelowZeroIsCorrectedASecondLater() async {
        let clock = ManualClock()
        let fact = UseCaseMock<Int, String>("NumberFact.fetch", results: Self.facts)
        let store = TestStore(initialState: DelayedCorrectionCounter.State()) { DelayedCorrectionCounter(clock: clock, fact: fact) }
        await store.send(.decrementTapped) { $0.count = -1 }
        await store.send(.factTapped) { $0.isFactLoading = true }
        await store.receive(.factResponse(.success("-1 は負の数です"))) {
            $0.isFactLoading = false
            $0.fact = "-1 は負の数です"
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.correctionArrived) { $0.count = 0 }
        #expect(fact.calls == [-1])

        let plainClock = ManualClock()
        let plain = Store(initialState: DelayedCorrectionCounter.State()) {
            DelayedCorrectionCounter(clock: plainClock, fact: UseCaseMock("NumberFact.fetch", results: Self.facts))
        }
        let recorder = plain.recordHistory()
        await plainRun(plain, clock: plainClock)
        #expect(plain.state == store.state)
        #expect(recorder.history.actions == [
            .decrementTapped, .factTapped, .factResponse(.success("-1 は負の数です")), .correctionArrived,
        ])
    }

    /// The same steps through a plain `Store`.
    private func plainRun(_ store: StoreOf<DelayedCorrectionCounter>, clock: ManualClock) async {
        let correction = store.send(.decrementTapped)
        await store.send(.factTapped).finish()
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .seconds(1))
        await correction.finish()
    }

    @Test func incrementingBeforeTheCorrectionCancelsIt() async {
        let clock = ManualClock()
        let store = TestStore(initialState: DelayedCorrectionCounter.State()) {
            DelayedCorrectionCounter(clock: clock, fact: UseCaseMock(results: Self.facts))
        }
        await store.send(.decrementTapped) { $0.count = -1 }
        await store.send(.incrementTapped) { $0.count = 0 }
        await clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 0)
        await store.finish()

        let plainClock = ManualClock()
        let plain = Store(initialState: DelayedCorrectionCounter.State()) {
            DelayedCorrectionCounter(clock: plainClock, fact: UseCaseMock(results: Self.facts))
        }
        let recorder = plain.recordHistory()
        let correction = plain.send(.decrementTapped)
        await plainClock.waitForSleepers(count: 1)
        plain.send(.incrementTapped)
        await correction.finish()
        await plainClock.advance(by: .seconds(1))
        #expect(plain.state == store.state)
        #expect(recorder.history.actions == [.decrementTapped, .incrementTapped])
    }
}
