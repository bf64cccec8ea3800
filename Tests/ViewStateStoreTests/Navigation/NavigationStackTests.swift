import Testing
import ViewStateKit
@testable import ViewStateStore

@Suite struct NavigationStackStateTests {
    @Test func eachPushGetsANewIDThatIsNeverReused() {
        var stack = NavigationStackState<String>()
        let a = stack.push("a")
        let b = stack.push("b")
        stack.pop()
        let c = stack.push("c")
        #expect([a, b, c] == [0, 1, 2])
        #expect(stack.ids == [0, 2])
        #expect(stack[id: 2] == "c")
        #expect(stack[id: 1] == nil)
        #expect(c.description == "#2")
    }

    @Test func popFromAnIDPopsItAndEverythingAbove() {
        var stack = NavigationStackState(["a", "b", "c"])
        #expect(stack.ids == [0, 1, 2])
        let popped = stack.popFrom(id: 1)
        #expect(popped)
        #expect(stack.path == ["a"])
        let unknown = stack.popFrom(id: 7)
        #expect(unknown == false)
        #expect(stack.path == ["a"])
    }

    @Test func settingThePathKeepsTheIDsOfSharedPositions() {
        var stack = NavigationStackState(["a", "b", "c"])
        stack.path = ["a"]
        #expect(stack.ids == [0])
        stack.setPath(["a", "x", "y"])
        #expect(stack.ids == [0, 3, 4])
        stack.apply(.popFrom(id: 3))
        #expect(stack.path == ["a"])
    }

    @Test func writingByIDChangesOrRemovesOneElement() {
        var stack = NavigationStackState(["a", "b", "c"])
        stack[id: 1] = "B"
        stack[id: 0] = nil
        stack[id: 7] = nil
        #expect(stack.path == ["B", "c"])
        #expect(stack.ids == [1, 2])
        #expect(Array(stack) == ["B", "c"])
    }

    /// Writing under an unknown id was ignored before TCA parity; now it pushes under that id, as
    /// a test's assertion closure writes `$0.path[id: 2] = …` for a push.
    @Test func writingUnderAnUnknownIDPushesUnderItAndLaterPushesGoAbove() {
        var stack = NavigationStackState(["a"])
        stack[id: 9] = "z"
        #expect(stack.ids == [0, 9])
        #expect(stack.push("next") == 10)
        #expect(stack.path == ["a", "z", "next"])
    }

    @Test func equalityComparesElementsAndIDsNotTheNextID() {
        var pushed = NavigationStackState<Int>()
        pushed.push(1)
        pushed.push(2)
        pushed.popToRoot()
        #expect(pushed == NavigationStackState())
        pushed.push(1)
        #expect(pushed != NavigationStackState([1]))   // the element is #2, not #0
        #expect(Set([NavigationStackState([1]), NavigationStackState([1])]).count == 1)
    }
}

@MainActor
@Suite struct NavigationStackReducerTests {
    @Test func pushRoutesElementActionsByIDAndPopFromCancelsThePoppedEffects() async {
        let clock = ManualClock()
        let store = Store(initialState: StackFeature.State()) { StackFeature(clock: clock) }
        store.send(.path(.push(DetailFeature.State(orderID: 10))))
        store.send(.path(.push(DetailFeature.State(orderID: 20))))
        #expect(store.path.ids == [0, 1])
        #expect(store.log == ["pushing 10 onto 0", "pushing 20 onto 1"])   // the parent runs before the push

        let bottom = store.send(.path(.element(id: 0, action: .saveTapped)))
        store.send(.path(.element(id: 1, action: .saveTapped)))
        await clock.waitForSleepers(count: 2)
        store.send(.path(.popFrom(id: 1)))
        #expect(store.path.ids == [0])
        #expect(clock.sleeperCount == 1)   // #1's save was cancelled with it

        await clock.advance(by: .seconds(1))
        await bottom.finish()
        #expect(store.path[id: 0]?.saved == true)
        #expect(store.log.last == "saved #0")
        #expect(store.runningEffectCount == 0)
    }

    @Test func popAndPopToRootCancelEveryPoppedElement() async {
        let clock = ManualClock()
        let store = Store(initialState: StackFeature.State()) { StackFeature(clock: clock) }
        for order in 1...3 { store.send(.path(.push(DetailFeature.State(orderID: order)))) }
        for id in 0...2 { store.send(.path(.element(id: StackElementID(rawValue: id), action: .saveTapped))) }
        await clock.waitForSleepers(count: 3)
        store.send(.path(.pop))
        #expect(clock.sleeperCount == 2)
        store.send(.path(.popToRoot))
        #expect(clock.sleeperCount == 0)
        #expect(store.runningEffectCount == 0)
        #expect(store.path.isAtRoot)
    }

    @Test func twoElementsUsingTheSameCancelIDDoNotCancelEachOther() async {
        let clock = ManualClock()
        let store = Store(initialState: StackFeature.State()) { StackFeature(clock: clock) }
        store.send(.path(.push(DetailFeature.State(orderID: 1))))
        store.send(.path(.push(DetailFeature.State(orderID: 1))))
        let first = store.send(.path(.element(id: 0, action: .saveTapped)))
        let second = store.send(.path(.element(id: 1, action: .saveTapped)))
        await clock.waitForSleepers(count: 2)
        await clock.advance(by: .seconds(1))
        await first.finish()
        await second.finish()
        #expect(store.path.map(\.saved) == [true, true])
    }

    @Test func anActionForAnUnknownElementIsReportedNotCrashed() async {
        let store = Store(initialState: StackFeature.State()) { StackFeature(clock: ManualClock()) }
        store.send(.path(.push(DetailFeature.State(orderID: 1))))
        let reports = await capturingReports {
            store.send(.path(.element(id: 5, action: .saveFinished)))
            store.send(.path(.popFrom(id: 9)))
        }
        #expect(store.path.ids == [0])
        #expect(store.path[id: 0]?.saved == false)
        let site = "forEach at ViewStateStoreTests/CollectionFixtures.swift:\(StackFeature.forEachLine)"
        #expect(reports == [
            "\(site) received an action for stack element #5, which is not in the stack (ids present: [#0]): "
                + "path(ViewStateStore.StackAction<ViewStateStoreTests.DetailFeature.State, ViewStateStoreTests.DetailFeature.Action>"
                + ".element(id: #5, action: ViewStateStoreTests.DetailFeature.Action.saveFinished)). "
                + "The element was popped while its action was on the way; popping cancels its effects, so check the id before sending from elsewhere.",
            "\(site) received an action for stack element #9, which is not in the stack (ids present: [#0]): "
                + "path(ViewStateStore.StackAction<ViewStateStoreTests.DetailFeature.State, ViewStateStoreTests.DetailFeature.Action>.popFrom(id: #9)). "
                + "The element was popped while its action was on the way; popping cancels its effects, so check the id before sending from elsewhere.",
        ])
    }
}
