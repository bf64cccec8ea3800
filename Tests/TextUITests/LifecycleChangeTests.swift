import Testing
import TextUI

/// `onChange` and `onDisappear` under `appear`, which runs what an app would between passes.
@MainActor
@Suite struct LifecycleChangeTests {
    final class Model {
        var query = "t"
        var changes: [String] = []
        var showsDetail = true
        var disappeared = 0
    }

    struct Search: View {
        let model: Model
        var body: some View {
            Text(model.query)
                .task(id: 0) { model.query = "tea" }
                .onChange(of: model.query) { old, new in model.changes.append("\(old)→\(new)") }
                .onChange(of: model.query, initial: true) { model.changes.append("any") }
        }
    }

    @Test func onChangeRunsWithTheOldAndNewValueWhenAPassChangesIt() async {
        let model = Model()
        let shown = await Search(model: model).appear(width: 10)
        #expect(shown.text == "tea")
        // Each pass runs the outer modifier's action first.
        #expect(model.changes == ["any", "any", "t→tea"])
        #expect(shown.isSettled)
        #expect(shown.log.filter { $0.hasPrefix("onChange") }.count == 3)
    }

    struct Detail: View {
        let model: Model
        var body: some View {
            VStack {
                if model.showsDetail {
                    Text("Detail")
                        .onAppear { model.showsDetail = false }
                        .onDisappear { model.disappeared += 1 }
                }
                Text("Base")
            }
        }
    }

    @Test func onDisappearRunsWhenAPassNoLongerDrawsTheView() async {
        let model = Model()
        let shown = await Detail(model: model).appear(width: 10)
        #expect(shown.text == "Base")
        #expect(model.disappeared == 1)
        #expect(shown.log.contains { $0.hasPrefix("onDisappear at") })
    }

    @Test func theOneArgumentFormGetsTheNewValueAndAPlainRenderRunsNothing() async {
        final class Box { var seen: [Int] = []; var value = 1 }
        struct Counter: View {
            let box: Box
            var body: some View {
                Text("\(box.value)")
                    .task { box.value = 2 }
                    .onChange(of: box.value) { box.seen.append($0) }
            }
        }
        let box = Box()
        _ = Counter(box: box).render(width: 4)
        #expect(box.seen.isEmpty)
        _ = await Counter(box: box).appear(width: 4)
        #expect(box.seen == [2])
    }
}
