import Testing
import TextUI

/// This file imports only TextUI, as a screen file imports only SwiftUI: `@Observable` comes
/// with it (SwiftUI re-exports Observation). Without that, this file does not compile.
@Observable
final class Thermostat {
    var target = 21
}

@MainActor
@Suite struct ObservationImportTests {
    @Test func anObservableModelDeclaredWithOnlyTheTextUIImportIsReadInBody() {
        struct Screen: View {
            let model: Thermostat
            var body: some View { Text("Target \(model.target)°") }
        }
        let model = Thermostat()
        model.target = 23
        #expect(Screen(model: model).render() == "Target 23°")
    }
}
