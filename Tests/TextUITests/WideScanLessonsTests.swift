import Testing
@testable import TextUI

/// What a scan of every `import SwiftUI` file of 41 fetched apps (6,238 files) found missing,
/// beyond the sets of screens tried one by one: haptics played from a button's action, colour
/// and 3D effects, and the small modifiers of menus, links, search and previews. Each screen
/// here compiles and draws what it says.
@MainActor @Suite struct WideScanLessonsTests {
    struct RateButton: View {
        @FocusState private var searching: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Button("Like") {
                    UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
                    UISelectionFeedbackGenerator().selectionChanged()
                    let outcome = UINotificationFeedbackGenerator()
                    outcome.prepare()
                    outcome.notificationOccurred(.success)
                }
                Text("Flipped card")
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
                    .colorMultiply(.orange)
                    .hueRotation(.degrees(45))
                Menu("Sort") { Button("Newest") {} }.menuOrder(.fixed)
                Text("Search").searchFocused($searching)
            }
        }
    }

    @Test func hapticsColourAndDepthEffectsDrawTheViewAsItWas() {
        let plain = VStack(alignment: .leading) {
            Button("Like") {}
            Text("Flipped card")
            Menu("Sort") { Button("Newest") {} }
            Text("Search")
        }
        #expect(RateButton().render(width: 20) == plain.render(width: 20))
        #expect(RateButton().render(width: 20).contains("Flipped card"))
    }

    @Test func aDetailLinkAndAPreviewOrientationChangeNothingOnAPhone() {
        let link = NavigationStack { NavigationLink("Inbox") { Text("Mail") }.isDetailLink(false) }
        let plain = NavigationStack { NavigationLink("Inbox") { Text("Mail") } }
        #expect(link.render(width: 16) == plain.render(width: 16))
        #expect(Text("Wide").previewInterfaceOrientation(.landscapeLeft).render(width: 8) == "Wide")
        #expect(InterfaceOrientation.allCases.map(\.id) == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}
