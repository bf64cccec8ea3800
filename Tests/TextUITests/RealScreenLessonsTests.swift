import Foundation
import Testing
import TextUI

/// What real apps' screens (Docs/real-screens.md) met that TextUI lacked, each as a screen
/// like the real one, written here: attributed chat replies, tooltips on a Mac's settings,
/// iOS 26's glass buttons, shadowed title styles, `String(localized:)`, a sidebar list that
/// always has a selection, a dynamic UIKit colour, a spring-animated badge, a dialog that may
/// be suppressed and a disabled link row.
@MainActor
@Suite struct RealScreenLessonsTests {
    @Test func aChatReplyBuiltAsAnAttributedStringShowsItsCharacters() {
        var reply = AttributedString("Use ")
        reply += AttributedString("NavigationStack")
        reply += AttributedString(" for new apps.")
        let view = HStack(alignment: .top) {
            Text("AI")
            Text(reply)
        }
        #expect(view.render(width: 24) == """
            AI Use NavigationStack
               for new apps.
            """)
    }

    @Test func aSettingsPaneWithTooltipsDrawsThemNowhereAndReadsThemAsHints() {
        let view = VStack(alignment: .leading) {
            Toggle("Clear history on quit", isOn: .constant(true))
                .help("Pinned items are kept")
            Text("Shortcut: ⌥⌘C").help(Text("Change it in Keyboard settings"))
            Button("Reset") {}.help(LocalizedStringKey("Restores every default"))
        }
        #expect(view.render(width: 30) == """
            Clear history on quit     ( ●)
            Shortcut: ⌥⌘C
            [ Reset ]
            """)
        #expect(view.accessibilityTranscript() == """
            Toggle: Clear history on quit, on
              Hint: Pinned items are kept
            Text: Shortcut: ⌥⌘C
              Hint: Change it in Keyboard settings
            Button: Reset
              Hint: Restores every default
            """)
    }

    @Test func glassButtonsDrawAsBorderedOnes() {
        let view = VStack {
            Button("Sign in") {}.buttonStyle(.glassProminent)
            Button("Create account") {}.buttonStyle(.glass)
        }
        #expect(view.render(width: 24) == """
              [[ Sign in ]]
            [ Create account ]
            """)
    }

    @Test func aTitleStyledWithAnInnerShadowKeepsItsText() {
        let view = HStack {
            Image(systemName: "clock")
            Text("Following")
                .foregroundStyle(.primary.shadow(.inner(color: .gray.opacity(0.5), radius: 2, x: -1, y: -1)))
            Spacer()
            Text("12").foregroundStyle(.secondary.shadow(.drop(radius: 1)))
        }
        #expect(view.render(width: 20) == "◷ Following       12")
    }

    @Test func aPurchaseRowReadsItsLocalizedStringsAsWritten() {
        let date = "March 3, 2025"
        let view = VStack(alignment: .leading) {
            Text(String(localized: "Pro Monthly"))
            Text(String(localized: "Subscribed \(date)", comment: "a renewing purchase"))
            Text(String(localized: "\(3) donuts left"))
        }
        #expect(view.render(width: 28) == """
            Pro Monthly
            Subscribed March 3, 2025
            3 donuts left
            """)
    }

    @Test func aSidebarListThatAlwaysHasASelectionMarksIt() {
        let view = List(selection: .constant("Drafts")) {
            Text("Inbox").tag("Inbox")
            Text("Drafts").tag("Drafts")
        }
        .onDeleteCommand { }
        #expect(view.render(width: 16) == """
            ╭──────────────╮
            │ Inbox        │
            ├──────────────┤
            │ Drafts     ✓ │
            ╰──────────────╯
            """)
    }

    @Test func aDynamicUIKitColourIsReadForALightScreen() {
        var asked: [UIUserInterfaceStyle] = []
        let tint = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? UIColor(red: 0.2, green: 0.1, blue: 0.1, alpha: 1) : .white
        }
        let view = Text("Continue Reading")
            .padding(1)
            .frame(maxWidth: .infinity)
            .background(Color(uiColor: tint).opacity(0.8))
        #expect(asked == [.light])
        #expect(view.render(width: 24) == "    Continue Reading")
    }

    @Test func aSpringAnimatedBadgeShowsItsScore() {
        let view = ZStack {
            Circle().trim(from: 0, to: 0.8)
                .stroke(style: StrokeStyle(lineWidth: 2, dash: [1]))
                .animation(.interpolatingSpring(stiffness: 60, damping: 10).delay(0.1), value: 80)
            Text("80%")
        }
        .frame(width: 40, height: 40)
        // The ring's arc in dots, the score over it.
        #expect(view.render(width: 10) == "⢰80%\n⠸⣄⣀⣠⠏")
    }

    @Test func aDialogThatMayBeSuppressedDrawsAsOnAnIPhone() {
        let view = Text("Clear history")
            .confirmationDialog("Clear the history?", isPresented: .constant(true)) {
                Button("Clear", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
            .dialogSuppressionToggle(isSuppressed: .constant(false))
        let without = Text("Clear history")
            .confirmationDialog("Clear the history?", isPresented: .constant(true)) {
                Button("Clear", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            }
        #expect(view.render(width: 26) == without.render(width: 26))
        #expect(view.render(width: 26) == """
            ╭────────────────────────╮
            │         Clear          │
            ├────────────────────────┤
            │         Cancel         │
            ╰────────────────────────╯
            """)
    }

    @Test func aDisabledLinkRowIsMarkedAsADisabledButtonIs() {
        let headers: [(String, Int)] = [("Request headers", 3), ("Response headers", 0)]
        let view = NavigationStack {
            List {
                ForEach(headers, id: \.0) { title, count in
                    NavigationLink(destination: Text(title)) {
                        HStack { Text(title); Spacer(); Text("\(count)") }
                    }
                    .disabled(count == 0)
                }
            }
        }
        #expect(view.render(width: 30) == """
            ╭────────────────────────────╮
            │ Request headers        3 › │
            ├────────────────────────────┤
            │ (Response headers     0) › │
            ╰────────────────────────────╯
            """)
    }
}

