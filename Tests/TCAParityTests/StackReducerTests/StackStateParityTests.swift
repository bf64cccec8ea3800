import Testing
import ViewStateKit
import ViewStateStore
import ViewStateStoreTesting

/// TCA's `StackReducerTests` about `NavigationStackState` itself: its ids, and reaching one case
/// of an element.
@MainActor
@Suite struct StackStateParityTests {
    enum Element: Equatable, Sendable {
        case number(Int)
        case text(String)
    }

    static let number = EnumCase(Element.number)
    static let text = EnumCase(Element.text)

    @Test func anElementsCaseCanBeChangedInPlaceAndSetToNilToPopIt() {
        var stack = NavigationStackState<Element>([.number(42)])
        stack[id: 0, case: Self.number]? += 1
        #expect(stack[id: 0] == .number(43))
        stack[id: 0, case: Self.number] = nil
        #expect(stack.isEmpty)
    }

    @Test func writingAnotherCaseOfAnElementChangesNothingAndIsReported() {
        var stack = NavigationStackState<Element>([.number(42)])
        let reports = ReducerParity.reports {
            stack[id: 0, case: Self.text]?.append("!")
            stack[id: 0, case: Self.text] = nil
        }
        let report = "NavigationStackState[id: #0, case: …] cannot change element #0: it is the case number, not one "
            + "holding Swift.String. Nothing was written; name the element's own case, or replace the whole element "
            + "with [id:]."
        #expect(reports == [report, report])
        #expect(Array(stack) == [.number(42)])
    }

    @Test func idsPrintAsANumberSignAndCountUpPerStack() {
        var first = NavigationStackState<Int>()
        var second = NavigationStackState<Int>()
        #expect(first.push(1).description == "#0")
        #expect(first.push(2).description == "#1")
        #expect(second.push(3).description == "#0")
        #expect(first.ids == [0, 1])
    }

    /// A stack whose elements do nothing; the parent pushes too.
    struct Pushing: Reducer {
        struct State: Equatable, Sendable {
            var path = NavigationStackState<Int>()
        }
        enum Action: Equatable, Sendable {
            case path(NavigationStackAction<Int>)
            case pushTapped
            case pushedThenAnswered
            case answer
        }

        var body: some Reducer<State, Action> {
            Reduce { state, action in
                switch action {
                case .path: return .none
                case .pushTapped: state.path.push(0); return .none
                case .pushedThenAnswered: state.path.push(1); return .send(.answer)
                case .answer: state.path.push(2); return .none
                }
            }
            .forEach(\.path, action: Action.path) {}
        }
    }

    @Test func pushesByActionAndByTheParentShareOneSequenceOfIDsNeverReused() async {
        let store = TestStore(initialState: Pushing.State()) { Pushing() }
        await store.send(.path(.push(0))) { $0.path[id: 0] = 0 }
        await store.send(.pushTapped) { $0.path[id: 1] = 0 }
        await store.send(.path(.push(0))) { $0.path[id: 2] = 0 }
        await store.send(.pushTapped) { $0.path[id: 3] = 0 }
        await store.send(.path(.popFrom(id: 0))) { $0.path.popToRoot() }
        await store.send(.path(.push(0))) { $0.path[id: 4] = 0 }
    }

    @Test func pushingInsideAnAssertionClosureDoesNotShiftTheStoresIDs() async {
        let store = TestStore(initialState: Pushing.State()) { Pushing() }
        await store.send(.pushedThenAnswered) {
            $0.path.push(1)
            var scratch = $0.path
            scratch.push(9)
            scratch.push(9)
        }
        await store.receive(.answer) { $0.path[id: 1] = 2 }
        await store.send(.pushedThenAnswered) { $0.path[id: 2] = 1 }
        await store.receive(.answer) { $0.path[id: 3] = 2 }
    }
}
