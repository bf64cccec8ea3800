import Foundation
import Testing
import TextUI

// A settings screen as an iOS team writes one: a grouped form of account details,
// notification switches, an appearance picker, a text-size stepper, about rows with a link,
// and a destructive sign-out button. State comes in as a value; edits go out as actions.

private struct SettingsState: Equatable {
    enum Appearance: String, CaseIterable, Identifiable {
        case system = "System", light = "Light", dark = "Dark"
        var id: Self { self }
    }

    var email = "aiko@example.com"
    var pushEnabled = true
    var digestEnabled = false
    var digestFrequency = "Weekly"
    var appearance = Appearance.system
    var textSize = 3
    var version = "2.4.1"
}

private enum SettingsAction {
    case pushToggled(Bool), digestToggled(Bool), frequencyChosen(String), appearanceChosen(SettingsState.Appearance)
    case textSizeChanged(Int), signOutTapped
}

private struct SettingsScreen: View {
    let state: SettingsState
    var send: (SettingsAction) -> Void = { _ in }

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    LabeledContent("Email", value: state.email)
                    NavigationLink("Change password") { Text("Password") }
                }
                Section {
                    Toggle("Push notifications", isOn: Binding(get: { state.pushEnabled }, set: { send(.pushToggled($0)) }))
                    Toggle(isOn: Binding(get: { state.digestEnabled }, set: { send(.digestToggled($0)) })) {
                        VStack(alignment: .leading) {
                            Text("Email digest")
                            Text("A summary of what you missed").font(.caption)
                        }
                    }
                    if state.digestEnabled {
                        Picker("Frequency", selection: Binding(get: { state.digestFrequency }, set: { send(.frequencyChosen($0)) })) {
                            ForEach(["Daily", "Weekly", "Monthly"], id: \.self) { Text($0) }
                        }
                    }
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("You can change these at any time.")
                }
                Section("Display") {
                    Picker("Appearance", selection: Binding(get: { state.appearance }, set: { send(.appearanceChosen($0)) })) {
                        ForEach(SettingsState.Appearance.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    Stepper("Text size: \(state.textSize)", value: Binding(get: { state.textSize }, set: { send(.textSizeChanged($0)) }), in: 1...7)
                }
                Section("About") {
                    LabeledContent("Version", value: state.version)
                    Link("Privacy policy", destination: URL(fileURLWithPath: "/privacy"))
                }
                Section {
                    Button("Sign out", role: .destructive) { send(.signOutTapped) }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct SettingsScreenTests {
    @Test func theFormShowsEverySettingWithItsValue() {
        #expect(SettingsScreen(state: SettingsState()).render(width: 40) == """
                            Settings
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Account
            ╭──────────────────────────────────────╮
            │ Email               aiko@example.com │
            ├──────────────────────────────────────┤
            │ Change password                    › │
            ╰──────────────────────────────────────╯

              Notifications
            ╭──────────────────────────────────────╮
            │ Push notifications              ( ●) │
            ├──────────────────────────────────────┤
            │ Email digest                    (○ ) │
            │ A summary of what you missed         │
            ╰──────────────────────────────────────╯
              You can change these at any time.

              Display
            ╭──────────────────────────────────────╮
            │ Appearance    [System]│ Light │ Dark │
            ├──────────────────────────────────────┤
            │ Text size: 3                     − + │
            ╰──────────────────────────────────────╯

              About
            ╭──────────────────────────────────────╮
            │ Version                        2.4.1 │
            ├──────────────────────────────────────┤
            │ Privacy policy ↗                     │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ Sign out                             │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func turningTheDigestOnAddsItsFrequencyRow() {
        var state = SettingsState()
        state.digestEnabled = true
        state.appearance = .dark
        let text = SettingsScreen(state: state).render(width: 40)
        #expect(text.contains("""
            │ Email digest                    ( ●) │
            │ A summary of what you missed         │
            ├──────────────────────────────────────┤
            │ Frequency                   Weekly ⌄ │
            """))
        #expect(text.contains("│ Appearance    System │ Light │[Dark] │"))
    }

    @Test func aScreenReaderHearsEachControlWithItsValue() {
        #expect(SettingsScreen(state: SettingsState()).accessibilityTranscript() == """
            Heading: Settings
            Heading: Account
            Text: Email, aiko@example.com
            Button: Change password
            Heading: Notifications
            Toggle: Push notifications, on
            Toggle: Email digest, A summary of what you missed, off
            Text: You can change these at any time.
            Heading: Display
            Text: Appearance
            Button, Selected: System
            Button: Light
            Button: Dark
            Adjustable: Text size: 3, 3
              Actions: Increment, Decrement
            Heading: About
            Text: Version, 2.4.1
            Link: Privacy policy
            Button: Sign out
            """)
    }

    @Test func neverWiderThanTheWidth() {
        var state = SettingsState()
        state.digestEnabled = true
        for width in [4, 9, 16, 23, 40, 67] {
            RenderChecks.checkOutputRules(SettingsScreen(state: state).render(width: width), width: width, "settings at \(width)")
        }
    }
}
