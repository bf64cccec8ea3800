import Testing
import ViewStateTesting

@MainActor
@Suite struct ExpectStatesTests {
    @Test func theExactSequenceAfterTheMarkPasses() async {
        let model = GreetingModel()
        await expectStates(of: model, [
            GreetingState(title: "Hello", message: "Loading"),
            GreetingState(title: "Hello", message: "Welcome, Taro"),
        ]) {
            await model.greet("Taro")
        }
    }

    @Test func statesBeforeTheActionAreNotPartOfTheSequence() async {
        let model = GreetingModel()
        await model.greet("Taro")
        await expectStates(of: model, [
            GreetingState(title: "Hello", message: "Loading"),
            GreetingState(title: "Hello", message: "Welcome, Hanako"),
        ]) {
            await model.greet("Hanako")
        }
    }

    @Test func settingTheSameStateTwiceIsTwoSteps() async {
        let model = GreetingModel()
        await expectStates(of: model, [model.viewState, model.viewState]) {
            model.repeatState(2)
        }
    }

    @Test func anActionThatChangesNothingExpectsNoStates() async {
        let model = GreetingModel()
        await expectStates(of: model, []) {}
    }

    @Test func theActionsResultIsReturned() async {
        let model = GreetingModel()
        let count = await expectStates(of: model, [model.viewState]) {
            model.repeatState(1)
            return model.history.totalCount
        }
        #expect(count == 1)
    }

    @Test func aMergedStateFails() async {
        let model = GreetingModel()
        await withKnownIssue {
            await expectStates(of: model, [GreetingState(title: "Hello", message: "Welcome, Taro")]) {
                await model.greet("Taro")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("GreetingModel went through other states than expected.")
        }
    }

    @Test func transitionsDroppedFromTheHistoryFailInsteadOfComparingWhatIsLeft() async {
        let model = GreetingModel(historyLimit: 2)
        await withKnownIssue {
            await expectStates(of: model, [model.viewState, model.viewState]) {
                model.repeatState(3)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("GreetingModel's history keeps its last 2 transitions")
        }
    }
}
