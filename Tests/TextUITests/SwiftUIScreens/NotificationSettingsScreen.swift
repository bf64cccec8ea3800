import Foundation
import Testing
import TextUI

enum DigestFrequency: Int, CaseIterable, Identifiable {
    case never, daily, weekly

    var id: Int { rawValue }

    var label: String {
        switch self {
        case .never: "Never"
        case .daily: "Daily"
        case .weekly: "Weekly"
        }
    }
}

struct NotificationSettingsScreen: View {
    @AppStorage("notifications.push") private var pushEnabled = true
    @AppStorage("notifications.mentionsOnly") private var mentionsOnly = false
    @AppStorage("notifications.digest") private var digest: DigestFrequency = .weekly
    @AppStorage("notifications.quietStart") private var quietStart: Double = 22 * 3600
    @AppStorage("notifications.quietEnd") private var quietEnd: Double = 7 * 3600
    @AppStorage("notifications.quietHours") private var quietHoursEnabled = false
    @AppStorage("notifications.sound") private var sound: String?
    @Environment(\.openURL) private var openURL
    @Environment(\.calendar) private var calendar

    private let sounds = ["Chime", "Ding", "Pop"]

    private var quietStartBinding: Binding<Date> {
        Binding(
            get: { Date(timeIntervalSince1970: quietStart) },
            set: { quietStart = $0.timeIntervalSince1970 }
        )
    }

    private var quietEndBinding: Binding<Date> {
        Binding(
            get: { Date(timeIntervalSince1970: quietEnd) },
            set: { quietEnd = $0.timeIntervalSince1970 }
        )
    }

    var body: some View {
        Form {
            Section {
                Toggle("Push notifications", isOn: $pushEnabled)
                Toggle("Only mentions and replies", isOn: $mentionsOnly)
                    .disabled(!pushEnabled)
                Picker("Sound", selection: $sound) {
                    Text("None").tag(String?.none)
                    ForEach(sounds, id: \.self) { name in
                        Text(name).tag(Optional(name))
                    }
                }
                .pickerStyle(.menu)
            } footer: {
                Text("You can also change this in [Settings](app-settings:).")
            }

            Section("Email digest") {
                Picker("Frequency", selection: $digest) {
                    ForEach(DigestFrequency.allCases) { frequency in
                        Text(frequency.label).tag(frequency)
                    }
                }
                .pickerStyle(.segmented)
            }

            Section {
                Toggle("Quiet hours", isOn: $quietHoursEnabled.animation())
                if quietHoursEnabled {
                    DatePicker("From", selection: quietStartBinding, displayedComponents: .hourAndMinute)
                    DatePicker("To", selection: quietEndBinding, displayedComponents: .hourAndMinute)
                }
            } header: {
                Text("Do not disturb")
            } footer: {
                if quietHoursEnabled {
                    Text("Notifications are silenced overnight.")
                }
            }

            Section {
                Button("Open system settings") {
                    openURL(URL(string: "app-settings:")!)
                }
            }
        }
        .navigationTitle("Notifications")
    }
}

// Notification settings kept in @AppStorage as teams keep them: Bools, an Int-backed enum, an
// optional String behind a menu picker tagged with Optional values, and times stored as
// Doubles behind Binding(get:set:) for hour-and-minute DatePickers that appear with quiet
// hours; a markdown link in a footer and openURL from the environment.

@MainActor @Suite(.drawsEveryReadableText) struct NotificationSettingsScreenTests {
    @Test func theDefaultsBeforeAnythingIsWritten() {
        #expect(NavigationStack { NotificationSettingsScreen() }.render(width: 40) == """
                         Notifications
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Push notifications              ( ●) │
            ├──────────────────────────────────────┤
            │ Only mentions and replies       (○ ) │
            ├──────────────────────────────────────┤
            │ Sound                         None ⌄ │
            ╰──────────────────────────────────────╯
              You can also change this in Settings.

              Email digest
            ╭──────────────────────────────────────╮
            │ Frequency    Never │ Daily │[Weekly] │
            ╰──────────────────────────────────────╯

              Do not disturb
            ╭──────────────────────────────────────╮
            │ Quiet hours                     (○ ) │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ Open system settings                 │
            ╰──────────────────────────────────────╯
            """)
        #expect(NavigationStack { NotificationSettingsScreen() }.accessibilityTranscript() == """
            Heading: Notifications
            Toggle: Push notifications, on
            Toggle: Only mentions and replies, off
            Pop up button: Sound, None
            Text: You can also change this in Settings.
            Heading: Email digest
            Text: Frequency
            Button: Never
            Button: Daily
            Button, Selected: Weekly
            Heading: Do not disturb
            Toggle: Quiet hours, off
            Button: Open system settings
            """)
    }

    @Test func quietHoursShowTheirTimesAndPushOffDimsMentions() {
        // Written and put back within one test on the main actor: no other test sees it.
        let quiet = AppStorage(wrappedValue: false, "notifications.quietHours")
        let push = AppStorage(wrappedValue: true, "notifications.push")
        quiet.wrappedValue = true
        push.wrappedValue = false
        let text = NavigationStack { NotificationSettingsScreen() }.render(width: 24)
        quiet.wrappedValue = false
        push.wrappedValue = true
        #expect(text == """
                 Notifications
            ━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────╮
            │ Push            (○ ) │
            │ notifications        │
            ├──────────────────────┤
            │ Only          ((○ )) │
            │ mentions and         │
            │ replies              │
            ├──────────────────────┤
            │ Sound         None ⌄ │
            ╰──────────────────────╯
              You can also change
              this in Settings.

              Email digest
            ╭──────────────────────╮
            │ Frequency    Never   │
            │              Daily   │
            │             [Weekly] │
            ╰──────────────────────╯

              Do not disturb
            ╭──────────────────────╮
            │ Quiet hours     ( ●) │
            ├──────────────────────┤
            │ From        10:00 PM │
            ├──────────────────────┤
            │ To           7:00 AM │
            ╰──────────────────────╯
              Notifications are
              silenced overnight.

            ╭──────────────────────╮
            │ Open system settings │
            ╰──────────────────────╯
            """)
    }

    @Test func aChosenSoundIsTheMenusValue() {
        let sound = AppStorage<String?>("notifications.sound")
        sound.wrappedValue = "Pop"
        let text = NotificationSettingsScreen().accessibilityTranscript()
        sound.wrappedValue = nil
        #expect(text.contains("Pop up button: Sound, Pop"))
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 3, 9, 16, 24, 40, 67] {
            RenderChecks.checkOutputRules(NavigationStack { NotificationSettingsScreen() }.render(width: width), width: width, "notifications at \(width)")
        }
    }
}
