import Testing
import TextUI

// A settings root as an iOS team writes it: sections of navigation links (value and
// destination forms), a typed path, destinations per value, a large title and a Done button.

private enum SettingsRoute: Hashable {
    case account, notifications, privacy
}

private struct SettingsRootScreen: View {
    var path: [SettingsRoute] = []
    var dismiss: () -> Void = {}

    var body: some View {
        NavigationStack(path: .constant(path)) {
            List {
                Section {
                    NavigationLink(value: SettingsRoute.account) {
                        Label("Aiko Tanaka", systemImage: "person")
                    }
                }
                Section("General") {
                    NavigationLink("Notifications", value: SettingsRoute.notifications)
                        .badge(2)
                    NavigationLink("Privacy", value: SettingsRoute.privacy)
                    NavigationLink {
                        Text("Version 2.4")
                    } label: {
                        Text("About")
                    }
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done", action: dismiss)
                }
            }
            .navigationDestination(for: SettingsRoute.self) { route in
                switch route {
                case .account:
                    Text("Signed in as Aiko").navigationTitle("Account")
                case .notifications:
                    List {
                        Toggle("Mentions", isOn: .constant(true))
                        Toggle("Newsletters", isOn: .constant(false))
                    }
                    .navigationTitle("Notifications")
                    .navigationBarTitleDisplayMode(.inline)
                case .privacy:
                    Text("Nothing is shared.").navigationTitle("Privacy")
                }
            }
        }
    }
}

@MainActor
@Suite(.drawsEveryReadableText) struct SettingsRootScreenTests {
    @Test func theRootListsItsLinksUnderALargeTitle() {
        #expect(SettingsRootScreen().render(width: 32) == """
                                        Done
            Settings
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────╮
            │ ☺ Aiko Tanaka              › │
            ╰──────────────────────────────╯

              General
            ╭──────────────────────────────╮
            │ Notifications          (2) › │
            ├──────────────────────────────┤
            │ Privacy                    › │
            ├──────────────────────────────┤
            │ About                      › │
            ╰──────────────────────────────╯
            """)
    }

    @Test func aRouteOnThePathShowsItsScreenWithABackButtonToSettings() {
        let text = SettingsRootScreen(path: [.notifications]).render(width: 32)
        #expect(text.hasPrefix("‹ Settings Notifications\n━━━━"))
        #expect(text.contains("Mentions"))
        #expect(!text.contains("Privacy"))
    }

    @Test func linksAreReadAsButtonsAndTheTitleAsAHeading() {
        #expect(SettingsRootScreen().accessibilityTranscript() == """
            Heading: Settings
            Button: Done
            Button: Aiko Tanaka
            Heading: General
            Button: Notifications, 2
            Button: Privacy
            Button: About
            """)
    }
}
