import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `StackReducerTests`: the mistakes a stack test can make fail where they are made.
@MainActor
@Suite struct StackFailureParityTests {
    enum Tap: Equatable, Sendable { case tap }

    /// A stack of numbers whose elements do nothing.
    struct Numbers: Reducer {
        struct State: Equatable, Sendable {
            var path = NavigationStackState<Int>()
        }
        enum Action: Equatable, Sendable {
            case path(StackAction<Int, Tap>)
        }

        static let forEachLine = #line + 3
        var body: some Reducer<State, Action> {
            EmptyReducer<State, Action>()
                .forEach(\.path, action: Action.path) {}
        }
    }

    static let site = "forEach at TCAParityTests/StackFailureParityTests.swift:\(Numbers.forEachLine)"

    @Test func anElementActionForAnIDNotInTheStackFailsAtItsSend() async {
        let message = "\(Self.site) received an action for stack element #999, which is not in the stack (ids present: [#0]): "
            + "path(ViewStateStore.StackAction<Swift.Int, TCAParityTests.StackFailureParityTests.Tap>.element(id: #999, "
            + "action: TCAParityTests.StackFailureParityTests.Tap.tap)). The element was popped while its action was on "
            + "the way; popping cancels its effects, so check the id before sending from elsewhere."
        await ReducerParity.expectIssues([(#line + 2, message)]) {
            let store = TestStore(initialState: Numbers.State(path: NavigationStackState([1]))) { Numbers() }
            await store.send(.path(.element(id: 999, action: .tap)))
        }
    }

    @Test func poppingFromAnIDNotInTheStackFailsAtItsSend() async {
        let message = "\(Self.site) received an action for stack element #999, which is not in the stack (ids present: [#0]): "
            + "path(ViewStateStore.StackAction<Swift.Int, TCAParityTests.StackFailureParityTests.Tap>.popFrom(id: #999)). "
            + "The element was popped while its action was on the way; popping cancels its effects, so check the id "
            + "before sending from elsewhere."
        await ReducerParity.expectIssues([(#line + 2, message)]) {
            let store = TestStore(initialState: Numbers.State(path: NavigationStackState([1]))) { Numbers() }
            await store.send(.path(.popFrom(id: 999)))
        }
    }

    @Test func anElementsEffectStillRunningAtTheEndFailsAtTheSendThatStartedIt() async {
        let message = "An effect started here is still running at the end of the test: the effect at "
            + "TCAParityTests/StackFixtures.swift:\(ScreenFeature.onAppearLine), started by StackHostFeature.Action.path("
            + "StackAction<ScreenFeature.State, ScreenFeature.Action>.element(id: StackElementID(#0), action: "
            + "ScreenFeature.Action.onAppear)) (waiting on something the test store cannot see: not a ManualClock sleep "
            + "or a suspended UseCaseMock call).\n" + ReducerParity.stillRunningAdvice
        await ReducerParity.expectIssues([(#line + 3, message)]) {
            let initial = StackHostFeature.State(path: NavigationStackState([ScreenFeature.State()]))
            let store = TestStore(initialState: initial) { StackHostFeature() }
            await store.send(.path(.element(id: 0, action: .onAppear)))
        }
    }

    @Test func receivingAPopFromAnotherIDShowsBothIDs() async {
        let message = """
            Received an action other than the one expected:

            - expected
            + received

              StackHostFeature.Action.path(
                StackAction<ScreenFeature.State, ScreenFeature.Action>.popFrom(
            -     id: StackElementID(#1)
            +     id: StackElementID(#0)
                )
              )
            """
        await ReducerParity.expectIssues([(#line + 4, message)]) {
            let initial = StackHostFeature.State(path: NavigationStackState([ScreenFeature.State()]))
            let store = TestStore(initialState: initial) { StackHostFeature() }
            await store.send(.path(.element(id: 0, action: .closeTapped)))
            await store.receive(.path(.popFrom(id: 1))) { $0.path.popToRoot() }
        }
    }

    @Test func anAssertionNamingTheWrongElementIDShowsTheIDsInTheDiff() async {
        let message = """
            The state after send(StackFailureParityTests.Numbers.Action.path(StackAction<Int, StackFailureParityTests.Tap>.push(7))) \
            is not what the test expected:

            - expected
            + actual

              StackFailureParityTests.Numbers.State(
                path: NavigationStackState<Int>(
            -     #1: 7
            +     #0: 7
                )
              )
            """
        await ReducerParity.expectIssues([(#line + 2, message)]) {
            let store = TestStore(initialState: Numbers.State()) { Numbers() }
            await store.send(.path(.push(7))) { $0.path[id: 1] = 7 }
        }
    }
}
