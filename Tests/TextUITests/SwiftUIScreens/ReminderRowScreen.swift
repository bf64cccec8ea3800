import Foundation
import Testing
import TextUI

// A reminders list whose rows put a title, a date picker and a clear button side by side in an
// HStack: more than a phone's row holds at 40 columns. SwiftUI gives the compact date picker
// the width of its date first; the title wraps in what is left.

private struct Reminder: Identifiable {
    let id: Int
    let title: String
    var due: Date
}

private struct ReminderRowScreen: View {
    let reminders: [Reminder]

    var body: some View {
        List(reminders) { reminder in
            HStack {
                Text(reminder.title)
                DatePicker("Due", selection: .constant(reminder.due), displayedComponents: [.date, .hourAndMinute])
                    .labelsHidden()
                Button("Clear", systemImage: "xmark.circle") {}
                    .labelStyle(.iconOnly)
            }
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct ReminderRowScreenTests {
    // Thursday 1 January 2026, 09:00 UTC.
    private let nine = Date(timeIntervalSince1970: 1_767_258_000)

    @Test func theDatePickerKeepsTheWidthOfItsDateAndTheTitleWraps() {
        let screen = ReminderRowScreen(reminders: [
            Reminder(id: 1, title: "Send the weekly review to the team", due: nine),
            Reminder(id: 2, title: "Tea", due: nine.addingTimeInterval(86_400)),
        ])
        #expect(screen.render(width: 40) == """
            ╭──────────────────────────────────────╮
            │ Send the                             │
            │ weekly review  Jan 1, 2026 9:00 AM ✕ │
            │ to the team                          │
            ├──────────────────────────────────────┤
            │ Tea Jan 2, 2026 9:00 AM ✕            │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aLabelledDatePickerBesideLongTextKeepsItsDate() {
        let row = HStack {
            Text("Reminder for the weekly review")
            DatePicker("When", selection: .constant(nine))
        }
        #expect(row.render(width: 40) == """
            Reminder for the When
            weekly review        Jan 1, 2026 9:00 AM
            """)
    }
}
