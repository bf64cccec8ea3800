import Testing
import TextUI

/// What `appear` runs: the `onAppear` and `task` work of the views it draws, again when a
/// task's id changes, and nothing on a plain render.
@MainActor
@Suite struct LifecycleTests {
    /// A tiny screen that counts and loads, with its model outside the view, as a view model is.
    final class Model {
        var phase = "idle"
        var appearances = 0
        var loads = 0
    }

    struct Screen: View {
        let model: Model

        var body: some View {
            VStack(alignment: .leading) {
                Text("状態: \(model.phase)")
                    .onAppear { model.appearances += 1 }
                    .task(id: model.phase) {
                        if model.phase == "idle" {
                            model.loads += 1
                            model.phase = "loaded"
                        }
                    }
            }
        }
    }

    @Test func aPlainRenderRunsNothing() {
        let model = Model()
        #expect(Screen(model: model).render(width: 20) == "状態: idle")
        #expect(model.appearances == 0)
        #expect(model.loads == 0)
    }

    @Test func appearRunsTheWorkThenDrawsAgainAndRerunsATaskWhoseIDChanged() async {
        let model = Model()
        let shown = await Screen(model: model).appear(width: 20)
        #expect(shown.text == "状態: loaded")
        #expect(model.appearances == 1, "the view stayed on screen: it appeared once")
        #expect(model.loads == 1)
        #expect(shown.isSettled)
        #expect(shown.log == [
            "onAppear at LifecycleTests.swift:21",
            "task(id: idle) at LifecycleTests.swift:22",
            "task(id: loaded) at LifecycleTests.swift:22",
        ])
    }

    @Test func aViewThatIsNotDrawnDoesNotAppear() async {
        var appeared: [String] = []
        let tabs = TabView(selection: .constant(1)) {
            Text("一").onAppear { appeared.append("一") }.tabItem { Label("一", systemImage: "house") }.tag(0)
            Text("二").onAppear { appeared.append("二") }.tabItem { Label("二", systemImage: "gearshape") }.tag(1)
        }
        _ = await tabs.appear(width: 20)
        #expect(appeared == ["二"])
    }

    @Test func workThatNeverSettlesStopsAfterMaxPasses() async {
        final class Counter { var value = 0 }
        let counter = Counter()
        struct Restless: View {
            let counter: Counter
            var body: some View {
                Text("\(counter.value)").task(id: counter.value) { counter.value += 1 }
            }
        }
        let shown = await Restless(counter: counter).appear(width: 10, maxPasses: 3)
        #expect(!shown.isSettled)
        #expect(counter.value == 3)
        #expect(shown.text == "3")
    }
}

/// The example in `appear`'s doc comment.
@MainActor
@Suite struct AppearDocExampleTests {
    final class Counter { var loads = 0 }

    struct Screen: View {
        let counter: Counter
        var body: some View {
            Text("読み込み: \(counter.loads)回")
                .task(id: counter.loads) { if counter.loads == 0 { counter.loads += 1 } }
        }
    }

    @Test func theDocExampleLoadsOnceAndSettles() async {
        let shown = await Screen(counter: Counter()).appear(width: 20)
        #expect(shown.text == "読み込み: 1回")
        #expect(shown.log == ["task(id: 0) at LifecycleTests.swift:88", "task(id: 1) at LifecycleTests.swift:88"])
        #expect(shown.isSettled)
    }
}
