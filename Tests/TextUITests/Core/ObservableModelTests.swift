import Observation
import Testing
import TextUI

/// A main-actor `@Observable` model, as iOS teams write them.
@MainActor @Observable
final class CounterModel {
    var count = 0
    var title = "Cups"
}

/// A view that reads the model in `body` with a plain `: View` conformance: `View` is
/// main-actor isolated, so this compiles as it does against SwiftUI.
struct CounterScreen: View {
    let model: CounterModel

    var body: some View {
        Text("\(model.title): \(model.count)")
    }
}

@MainActor
@Suite struct ObservableModelTests {
    @Test func aBodyReadsAMainActorModelAndDrawsItsCurrentValues() {
        let model = CounterModel()
        let screen = CounterScreen(model: model)
        #expect(screen.render() == "Cups: 0")
        model.count = 3
        model.title = "Mugs"
        #expect(screen.render() == "Mugs: 3")
    }
}
