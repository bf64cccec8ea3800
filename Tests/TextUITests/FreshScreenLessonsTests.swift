import Foundation
import Testing
import TextUI

/// What a fresh set of real apps' screens (a chat client, a home-automation app, a browser's
/// subscription flow, a password manager) met that TextUI lacked, each as a screen like the
/// real one, written here.
@MainActor
@Suite struct FreshScreenLessonsTests {
    @Test func aScreenThatColoursTheNavigationBarWhenItAppearsDrawsAndKeepsTheColour() {
        let styleBars = {
            let bar = UINavigationBar.appearance()
            bar.barTintColor = .systemBackground
            bar.shadowImage = UIImage()
            bar.tintColor = .label
        }
        let view = NavigationStack {
            Text("Your plan renews in May")
                .navigationTitle("Plan")
                .navigationBarTitleDisplayMode(.inline)
                .onAppear(perform: styleBars)
        }
        #expect(view.render(width: 26) == """
                       Plan
            ━━━━━━━━━━━━━━━━━━━━━━━━━━
             Your plan renews in May
            """)
        styleBars()
        #expect(UINavigationBar.appearance().tintColor == .label)
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
    }

    /// A height measured for later (a preference key the screen declares) and a spinner tinted
    /// the old way, over a dimmed screen.
    @Test func aProgressOverlayThatDeclaresAHeightKeyDraws() {
        struct MeasuredHeight: PreferenceKey {
            static let defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        var combined = MeasuredHeight.defaultValue
        for height in [CGFloat(3), 7, 5] { MeasuredHeight.reduce(value: &combined) { height } }
        #expect(combined == 7)
        let view = VStack {
            ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white))
            Text("Restoring purchase…")
        }
        #expect(view.render(width: 22) == """
                     ⟳
            Restoring purchase…
            """)
    }

    @Test func aShareSheetWrappedForSwiftUIDrawsAsOneLineNamingIt() {
        struct ShareSheet: UIViewControllerRepresentable {
            let items: [Any]
            func makeUIViewController(context: Context) -> UIActivityViewController {
                UIActivityViewController(activityItems: items, applicationActivities: nil)
            }
            func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
        }
        let view = VStack(alignment: .leading) {
            Text("Report ready")
            ShareSheet(items: ["report.pdf"])
        }
        #expect(view.render(width: 30) == """
            Report ready
            ⬚ UIActivityViewController
            """)
    }

    @Test func anAvatarGroupedForAnimationDrawsAsItDoesUngrouped() {
        let avatar = HStack { Text("(A)"); Text("Alice") }
        #expect(avatar.geometryGroup().render(width: 12) == avatar.render(width: 12))
        #expect(avatar.geometryGroup().render(width: 12) == "(A) Alice")
    }

    @Test func aCopyButtonPutsItsTextOnThePasteboard() {
        let code = "RECOVERY-\(UUID().uuidString)"
        let copy = { UIPasteboard.general.string = code }
        let view = Button("Copy code", action: copy)
        #expect(view.render(width: 16) == "[ Copy code ]")
        copy()
        #expect(UIPasteboard.general.string == code)
        #expect(UIPasteboard.general.hasStrings)
    }

    @Test func aSheetThatSlidesAwayThenDismissesRunsTheDismissAfterTheChange() {
        var steps: [String] = []
        let result = withAnimation(.bouncy) {
            steps.append("hide")
            return 1
        } completion: {
            steps.append("dismiss")
        }
        withAnimation(.easeOut, completionCriteria: .removed) { steps.append("fade") } completion: { steps.append("gone") }
        #expect(result == 1)
        #expect(steps == ["hide", "dismiss", "fade", "gone"])
    }

    @Test func buttonsMadeWithOnlyARoleDrawTheSystemSymbolAndReadItsName() {
        let view = HStack {
            Button(role: .close) {}
            Button(role: .confirm) {}
        }
        #expect(view.render(width: 20) == "[ ✕ ] [ ✓ ]")
        #expect(view.accessibilityTranscript() == """
            Button: Close
            Button: Done
            """)
    }
}
