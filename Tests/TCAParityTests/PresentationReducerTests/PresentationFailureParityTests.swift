import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `PresentationReducerTests`: the mistakes around a presentation fail where they are
/// made, and the optional's case subscript.
@MainActor
@Suite struct PresentationFailureParityTests {
    /// A parent that only presents through `ifLet`.
    struct Bare: Reducer {
        struct State: Equatable, Sendable {
            var child: ScreenFeature.State?
        }
        enum Action: Equatable, Sendable {
            case child(PresentationAction<ScreenFeature.Action>)
        }

        static let ifLetLine = #line + 3
        var body: some Reducer<State, Action> {
            Reduce<State, Action> { _, _ in .none }
                .ifLet(\.child, action: Action.child) { ScreenFeature() }
        }
    }

    static let site = "ifLet at TCAParityTests/PresentationFailureParityTests.swift:\(Bare.ifLetLine)"

    @Test func aDismissWhileNothingIsPresentedFailsAtItsSend() async {
        let message = "\(Self.site) received a dismissal while its state is nil: child(ViewStateStore.PresentationAction"
            + "<TCAParityTests.ScreenFeature.Action>.dismiss). The child was dismissed already, or never presented; "
            + "send .dismiss only while it is presented."
        await ReducerParity.expectIssues([(#line + 2, message)]) {
            let store = TestStore(initialState: Bare.State()) { Bare() }
            await store.send(.child(.dismiss))
        }
    }

    @Test func aChildActionWhileNothingIsPresentedFailsAtItsSend() async {
        let message = "\(Self.site) received a child action while its state is nil: child(ViewStateStore.PresentationAction"
            + "<TCAParityTests.ScreenFeature.Action>.presented(TCAParityTests.ScreenFeature.Action.incrementTapped)). "
            + "The child was dismissed while its action was on the way; let ifLet cancel its effects (dismiss by "
            + "setting the state to nil), or check before sending."
        await ReducerParity.expectIssues([(#line + 2, message)]) {
            let store = TestStore(initialState: Bare.State()) { Bare() }
            await store.send(.child(.presented(.incrementTapped)))
        }
    }

    @Test func aPresentedChildsWorkStillRunningAtTheEndFailsAtTheSendThatStartedIt() async {
        let message = "An effect started here is still running at the end of the test: the effect at "
            + "TCAParityTests/StackFixtures.swift:\(ScreenFeature.onAppearLine), started by PresentationFailureParityTests.Bare."
            + "Action.child(PresentationAction<ScreenFeature.Action>.presented(ScreenFeature.Action.onAppear)) (waiting on "
            + "something the test store cannot see: not a ManualClock sleep or a suspended UseCaseMock call).\n"
            + ReducerParity.stillRunningAdvice
        await ReducerParity.expectIssues([(#line + 2, message)]) {
            let store = TestStore(initialState: Bare.State(child: ScreenFeature.State())) { Bare() }
            await store.send(.child(.presented(.onAppear)))
        }
    }

    enum Shown: Equatable, Sendable {
        case number(Int)
        case text(String)
    }

    static let number = EnumCase(Shown.number)
    static let text = EnumCase(Shown.text)

    @Test func aPresentedCaseCanBeChangedInPlaceAndSetToNilToDismissIt() {
        var shown: Shown? = .number(42)
        shown[case: Self.number]? += 1
        #expect(shown == .number(43))
        shown[case: Self.number] = nil
        #expect(shown == nil)
    }

    @Test func writingAnotherCaseOfThePresentedValueChangesNothingAndIsReported() {
        var shown: Shown? = .number(42)
        let reports = ReducerParity.reports {
            shown[case: Self.text]?.append("!")
            shown[case: Self.text] = nil
        }
        let report = "Optional[case: …] cannot change the value: it is the case number, not one holding Swift.String. "
            + "Nothing was written; name the value's own case, or replace the whole value."
        #expect(reports == [report, report])
        #expect(shown == .number(42))
    }
}
