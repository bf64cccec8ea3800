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

    @Test func aUIKitTextViewWrappedForSwiftUIDrawsAsOneLineNamingIt() {
        final class NotesView: UIView {}
        struct NotesEditor: UIViewRepresentable {
            func makeUIView(context: Context) -> NotesView {
                let view = NotesView(frame: .zero)
                view.backgroundColor = .systemBackground
                return view
            }
            func updateUIView(_ view: NotesView, context: Context) {}
        }
        let view = VStack(alignment: .leading) {
            Text("Notes")
            NotesEditor()
        }
        #expect(view.render(width: 20) == """
            Notes
            ⬚ NotesView
            """)
    }

    /// iOS 26's glass behind a round close button and a tinted capsule, which a chat app's
    /// composer uses: drawn as the views were.
    @Test func controlsUnderLiquidGlassDrawAsTheyWere() {
        let view = HStack {
            Image(systemName: "xmark").padding(8).glassEffect(.regular.interactive(), in: .circle)
            Text("Reply").padding(.horizontal, 8).glassEffect(.clear.tint(.blue))
            Text("Draft").glassEffect(.identity, in: Capsule())
        }
        #expect(view.render(width: 24) == " ✕   Reply  Draft")
        #expect(Glass.regular.interactive() != .regular)
        #expect(Glass.regular.tint(nil) == .regular)
    }

    /// iOS 26's container that blends the glass shapes inside (Ice Cubes' composer bar): its
    /// content drawn as it is.
    @Test func aGlassEffectContainerDrawsItsContent() {
        let bar = HStack {
            Text("Bold").glassEffect()
            Text("Italic").glassEffect()
        }
        #expect(GlassEffectContainer(spacing: 10) { bar }.render(width: 24) == bar.render(width: 24))
        #expect(GlassEffectContainer { bar }.render(width: 24) == "Bold Italic")
    }

    /// A search model that ignores the empty query it starts with.
    @Test func aPublishedQueryThatDropsItsStartingValueSeesOnlyWhatIsTyped() {
        let query = CurrentValueSubject<String, Never>("")
        var searched: [String] = []
        let subscription = query.dropFirst().sink { searched.append($0) }
        query.send("lamp")
        query.send("lamps")
        var afterTwo: [String] = []
        let second = query.dropFirst(2).sink { afterTwo.append($0) }
        query.send("hue")
        query.send("hue go")
        #expect(searched == ["lamp", "lamps", "hue", "hue go"])
        // The subject hands a new subscriber its current value ("lamps") first: it and "hue" go.
        #expect(afterTwo == ["hue go"])
        subscription.cancel()
        second.cancel()
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

    // Drawing faults the fresh set showed.

    @Test func aClearSquareThatBalancesASheetsTitleDrawsNothing() {
        let header = HStack {
            Rectangle().foregroundStyle(.clear).frame(width: 24, height: 24)
            Spacer()
            Text("Allow alerts?")
            Spacer()
            Image(systemName: "xmark.circle.fill")
        }
        #expect(header.render(width: 30) == "          Allow alerts?      ✕")
    }

    @Test func linksKeptHiddenToPushFromCodeShowNoChevrons() {
        let view = NavigationStack {
            VStack {
                NavigationLink(destination: Text("VPN"), isActive: .constant(false)) { EmptyView() }
                NavigationLink(destination: Text("Data removal"), isActive: .constant(false)) { EmptyView() }
                Text("Choose your plan")
            }
            .navigationTitle("Subscribe")
            .navigationBarTitleDisplayMode(.inline)
        }
        #expect(view.render(width: 24) == """
                   Subscribe
            ━━━━━━━━━━━━━━━━━━━━━━━━
                Choose your plan
            """)
    }

    @Test func aButtonStyleSeesThatItsButtonIsDisabled() {
        struct EditBadgeStyle: ButtonStyle {
            @Environment(\.isEnabled) private var isEnabled
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 0) {
                    configuration.label
                    if isEnabled { Text("✎") }
                }
            }
        }
        let view = VStack(alignment: .leading) {
            Button("(JD)") {}.buttonStyle(EditBadgeStyle())
            Button("(JD)") {}.buttonStyle(EditBadgeStyle()).disabled(true)
        }
        #expect(view.render(width: 10) == """
            (JD)✎
            (JD)
            """)
    }

    @Test func aPillPaintedWithABorderOverItDrawsTheBorderOrNothingWhenItIsClear() {
        func pill(_ title: String, border: Color) -> some View {
            Text(title)
                .padding(.horizontal, 8)
                .background {
                    Capsule().fill(Color.green.opacity(0.2)).overlay { Capsule().stroke(border) }
                }
        }
        let view = VStack(alignment: .leading) {
            pill("Encrypted", border: .clear)
            pill("1234", border: .gray)
        }
        #expect(view.render(width: 16) == """
             Encrypted
            ╭──────╮
            │ 1234 │
            ╰──────╯
            """)
    }

    @Test func aCardWithNoBackgroundColourKeepsTheWidthItWasGiven() {
        let tint: Color? = nil
        let card = VStack { Text("Bridge").padding(.vertical) }
            .frame(maxWidth: .infinity)
            .background(tint)
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(.gray))
        #expect(card.render(width: 20) == """
            ╭──────────────────╮
            │                  │
            │      Bridge      │
            │                  │
            ╰──────────────────╯
            """)
    }
}
