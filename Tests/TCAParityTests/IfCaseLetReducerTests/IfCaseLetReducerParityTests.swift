import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `IfCaseLetReducerTests`, through `ifCaseLet` on a case of an enum state.
@MainActor
@Suite struct IfCaseLetReducerParityTests {
    struct Failure: Error, Equatable {}
    typealias Outcome = Result<Int, Failure>

    @Test func aChildRunsOnlyOnItsCaseAndItsEffectAnswersThatCase() async {
        let store = TestStore(initialState: Outcome.success(0)) {
            Reduce<Outcome, Outcome> { _, _ in .none }
                .ifCaseLet(Outcome.success, action: Outcome.success) {
                    Reduce<Int, Int> { value, newValue in
                        value = newValue
                        return value < 0 ? .run { send in await send(0) } : .none
                    }
                }
        }
        await store.send(.success(1)) { $0 = .success(1) }
        await store.send(.failure(Failure()))
        await store.send(.success(-1)) { $0 = .success(-1) }
        await store.receive(.success(0)) { $0 = .success(0) }
    }

    static let bareIfCaseLetLine = #line + 3
    static func bareIfCaseLet() -> some Reducer<Outcome, Outcome> {
        EmptyReducer<Outcome, Outcome>()
            .ifCaseLet(Outcome.success, action: Outcome.success) {}
    }

    @Test func aChildActionWhileTheStateIsAnotherCaseFailsAtItsSend() async {
        let message = "ifCaseLet at TCAParityTests/IfCaseLetReducerParityTests.swift:\(Self.bareIfCaseLetLine) received a "
            + "child action while its state is not Swift.Int (it is failure): success(1). The state became another case "
            + "while its action was on the way; ifCaseLet cancels the child's effects when that happens here, "
            + "so check the case before sending."
        await ReducerParity.expectIssues([(#line + 2, message)]) {
            let store = TestStore(initialState: Outcome.failure(Failure())) { Self.bareIfCaseLet() }
            await store.send(.success(1))
        }
    }

    /// Two tickers on two cases of one enum; the parent switches between them.
    struct Switcher: Reducer {
        enum State: Equatable, Sendable {
            case first(TickerFeature.State)
            case second(TickerFeature.State)
        }
        enum Action: Equatable, Sendable {
            case first(TickerFeature.Action)
            case firstTapped
            case second(TickerFeature.Action)
            case secondTapped
        }

        let clock: ManualClock

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .first, .second: break
                case .firstTapped: state = .first(TickerFeature.State())
                case .secondTapped: state = .second(TickerFeature.State())
                }
                return .none
            }
            .ifCaseLet(State.first, action: Action.first) { TickerFeature(clock: clock) }
            .ifCaseLet(State.second, action: Action.second) { TickerFeature(clock: clock) }
        }
    }

    @Test func switchingToASiblingCaseCancelsTheFirstCasesTimer() async {
        let clock = ManualClock()
        let store = TestStore(initialState: Switcher.State.first(TickerFeature.State())) { Switcher(clock: clock) }
        await store.send(.first(.startTapped))
        await clock.advance(by: .seconds(1))
        await store.receive(.first(.tick)) { $0 = .first(TickerFeature.State(ticks: 1)) }
        await store.send(.secondTapped) { $0 = .second(TickerFeature.State()) }
    }

    /// One case holding an identified child; `replaceTapped` puts in the next id.
    struct Renewer: Reducer {
        enum State: Equatable, Sendable { case child(EchoFeature.State) }
        enum Action: Equatable, Sendable {
            case child(EchoFeature.Action)
            case replaceTapped
        }

        let clock: ManualClock

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                if case .replaceTapped = action, case .child(let child) = state {
                    state = .child(EchoFeature.State(id: child.id + 1))
                }
                return .none
            }
            .ifCaseLet(State.child, action: Action.child) { EchoFeature(clock: clock) }
        }
    }

    @Test func aChildWithANewIDOnTheSameCaseNoLongerGetsTheOldChildsEffects() async {
        let clock = ManualClock()
        let store = TestStore(initialState: Renewer.State.child(EchoFeature.State(id: 1))) { Renewer(clock: clock) }
        await store.send(.child(.tap))
        await store.send(.replaceTapped) { $0 = .child(EchoFeature.State(id: 2)) }
        await store.send(.child(.tap))
        await clock.advance(by: .seconds(1))
        await store.receive(.child(.response(2))) { $0 = .child(EchoFeature.State(id: 2, value: 2)) }
    }
}
