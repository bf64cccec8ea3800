import Foundation
import Testing
import TextUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: String { rawValue }

    var title: String {
        switch self {
        case .system: return "System"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }
}

struct AppSettingsScreen: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("soundsEnabled") private var soundsEnabled = false
    @AppStorage("appTheme") private var theme: AppTheme = .system
    @AppStorage("textScale") private var textScale = 1.0
    @AppStorage("refreshInterval") private var refreshInterval = 15
    @AppStorage("displayName") private var displayName = "Aiko"
    @AppStorage("lastSync") private var lastSync: String?
    @SceneStorage("settings.showAdvanced") private var showAdvanced = false

    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    private let appVersion = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Profile")) {
                    TextField("Display name", text: $displayName)
                        .textContentType(.nickname)
                    LabeledContent("Last sync", value: lastSync ?? "Never")
                }

                Section(header: Text("Notifications"), footer: Text("We only notify you about things you follow.")) {
                    Toggle("Allow notifications", isOn: $notificationsEnabled)
                    Toggle("Sounds", isOn: $soundsEnabled)
                        .disabled(!notificationsEnabled)
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    VStack(alignment: .leading) {
                        Text("Text size")
                        Slider(value: $textScale, in: 0.8...1.6, step: 0.1) {
                            Text("Text size")
                        } minimumValueLabel: {
                            Text("A").font(.caption)
                        } maximumValueLabel: {
                            Text("A").font(.title)
                        }
                    }
                    if dynamicTypeSize.isAccessibilitySize {
                        Text("Your device uses an accessibility text size.")
                            .font(.footnote)
                    }
                }

                Section("Data") {
                    Stepper("Refresh every \(refreshInterval) min", value: $refreshInterval, in: 5...60, step: 5)
                    Toggle("Show advanced options", isOn: $showAdvanced)
                    if showAdvanced {
                        Button("Clear cache", role: .destructive) {
                            lastSync = nil
                        }
                    }
                }

                Section("About") {
                    LabeledContent("Version", value: appVersion)
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    Link(destination: URL(string: "https://example.com/terms")!) {
                        Label("Terms of Service", systemImage: "doc.text")
                    }
                    ShareLink(item: URL(string: "https://example.com/app")!) {
                        Label("Tell a friend", systemImage: "square.and.arrow.up")
                    }
                    Button("Contact support") {
                        openURL(URL(string: "mailto:support@example.com")!)
                    }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct AppSettingsScreen_Previews: PreviewProvider {
    static var previews: some View {
        AppSettingsScreen()
            .environment(\.dynamicTypeSize, .accessibility2)
    }
}

// A settings screen as most apps still write one: every setting an @AppStorage property (a
// switch, an enum by its raw value, a Double, an Int, a String, an optional), one @SceneStorage
// switch, environment values read for layout (dynamicTypeSize, horizontalSizeClass), Links, a
// ShareLink, and a Done button that dismisses. TextUI keeps @AppStorage in memory: a key no one
// wrote in the process reads its default.

@MainActor @Suite(.drawsEveryReadableText) struct AppSettingsScreenTests {
    @Test func everySettingShowsItsDefault() {
        #expect(AppSettingsScreen().render(width: 40) == """
                            Settings            Done
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Profile
            ╭──────────────────────────────────────╮
            │ Display name                    Aiko │
            ├──────────────────────────────────────┤
            │ Last sync                      Never │
            ╰──────────────────────────────────────╯

              Notifications
            ╭──────────────────────────────────────╮
            │ Allow notifications             ( ●) │
            ├──────────────────────────────────────┤
            │ Sounds                          (○ ) │
            ╰──────────────────────────────────────╯
              We only notify you about things you
              follow.

              Appearance
            ╭──────────────────────────────────────╮
            │ Theme                       System ⌄ │
            ├──────────────────────────────────────┤
            │ Text size                            │
            │ Text size                            │
            │ A ━━━━━━━●────────────────────── 1 A │
            ╰──────────────────────────────────────╯

              Data
            ╭──────────────────────────────────────╮
            │ Refresh every 15 min             − + │
            ├──────────────────────────────────────┤
            │ Show advanced options           (○ ) │
            ╰──────────────────────────────────────╯

              About
            ╭──────────────────────────────────────╮
            │ Version                          1.0 │
            ├──────────────────────────────────────┤
            │ Privacy Policy ↗                     │
            ├──────────────────────────────────────┤
            │ ▯ Terms of Service ↗                 │
            ├──────────────────────────────────────┤
            │ ⇪ Tell a friend                      │
            ├──────────────────────────────────────┤
            │ Contact support                      │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aScreenReaderHearsEachSettingWithItsValue() {
        #expect(AppSettingsScreen().accessibilityTranscript() == """
            Heading: Settings
            Button: Done
            Heading: Profile
            Text field: Display name, Aiko
            Text: Last sync, Never
            Heading: Notifications
            Toggle: Allow notifications, on
            Toggle: Sounds, off
            Text: We only notify you about things you follow.
            Heading: Appearance
            Pop up button: Theme, System
            Text: Text size
            Adjustable: Text size, 25%
              Actions: Increment, Decrement
            Heading: Data
            Adjustable: Refresh every 15 min, 15
              Actions: Increment, Decrement
            Toggle: Show advanced options, off
            Heading: About
            Text: Version, 1.0
            Link: Privacy Policy
            Link: Terms of Service
            Button: Tell a friend
            Button: Contact support
            """)
    }

    @Test func thePreviewAtAnAccessibilityTextSizeAddsItsNote() {
        let text = AppSettingsScreen_Previews.previews.render(width: 24)
        #expect(text.contains("│ Your device uses an  │\n│ accessibility text   │\n│ size.                │"))
        #expect(!AppSettingsScreen().render(width: 24).contains("accessibility text"))
    }

    @Test func aValueWrittenUnderAKeyIsWhatEveryViewOfThatKeyReads() {
        // Written and put back within one test on the main actor: no other test sees it.
        let name = AppStorage(wrappedValue: "Aiko", "displayName")
        let advanced = SceneStorage(wrappedValue: false, "settings.showAdvanced")
        let lastSync = AppStorage<String?>("lastSync")
        name.projectedValue.wrappedValue = "Ben"
        advanced.wrappedValue = true
        lastSync.wrappedValue = "Today"
        let text = AppSettingsScreen().render(width: 40)
        name.wrappedValue = "Aiko"
        advanced.wrappedValue = false
        lastSync.wrappedValue = nil
        #expect(text.contains("│ Display name                     Ben │"))
        #expect(text.contains("│ Last sync                      Today │"))
        #expect(text.contains("│ Show advanced options           ( ●) │\n├──────────────────────────────────────┤\n│ Clear cache                          │"))
        #expect(AppSettingsScreen().render(width: 40) == """
                            Settings            Done
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Profile
            ╭──────────────────────────────────────╮
            │ Display name                    Aiko │
            ├──────────────────────────────────────┤
            │ Last sync                      Never │
            ╰──────────────────────────────────────╯

              Notifications
            ╭──────────────────────────────────────╮
            │ Allow notifications             ( ●) │
            ├──────────────────────────────────────┤
            │ Sounds                          (○ ) │
            ╰──────────────────────────────────────╯
              We only notify you about things you
              follow.

              Appearance
            ╭──────────────────────────────────────╮
            │ Theme                       System ⌄ │
            ├──────────────────────────────────────┤
            │ Text size                            │
            │ Text size                            │
            │ A ━━━━━━━●────────────────────── 1 A │
            ╰──────────────────────────────────────╯

              Data
            ╭──────────────────────────────────────╮
            │ Refresh every 15 min             − + │
            ├──────────────────────────────────────┤
            │ Show advanced options           (○ ) │
            ╰──────────────────────────────────────╯

              About
            ╭──────────────────────────────────────╮
            │ Version                          1.0 │
            ├──────────────────────────────────────┤
            │ Privacy Policy ↗                     │
            ├──────────────────────────────────────┤
            │ ▯ Terms of Service ↗                 │
            ├──────────────────────────────────────┤
            │ ⇪ Tell a friend                      │
            ├──────────────────────────────────────┤
            │ Contact support                      │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 3, 9, 16, 24, 40, 67] {
            RenderChecks.checkOutputRules(AppSettingsScreen_Previews.previews.render(width: width), width: width, "settings at \(width)")
        }
    }
}
