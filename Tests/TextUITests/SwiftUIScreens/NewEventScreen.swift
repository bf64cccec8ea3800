import Foundation
import Testing
import TextUI

struct EventDraft: Equatable {
    enum Repeat: String, CaseIterable, Identifiable {
        case never = "Never"
        case daily = "Every Day"
        case weekly = "Every Week"
        case monthly = "Every Month"
        var id: String { rawValue }
    }

    enum Alert: Int, CaseIterable, Identifiable {
        case none = 0
        case fiveMinutes = 5
        case fifteenMinutes = 15
        case oneHour = 60
        var id: Int { rawValue }

        var title: String {
            switch self {
            case .none: return "None"
            case .fiveMinutes: return "5 minutes before"
            case .fifteenMinutes: return "15 minutes before"
            case .oneHour: return "1 hour before"
            }
        }
    }

    var title = ""
    var location = ""
    var isAllDay = false
    var start: Date
    var end: Date
    var repeatRule: Repeat = .never
    var alert: Alert = .fifteenMinutes
    var travelMinutes = 0
    var notes = ""
}

struct NewEventScreen: View {
    enum Field: Hashable {
        case title, location, notes
    }

    @State private var draft: EventDraft
    @FocusState private var focusedField: Field?
    @Environment(\.dismiss) private var dismiss
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    let onSave: (EventDraft) -> Void

    init(start: Date, onSave: @escaping (EventDraft) -> Void = { _ in }) {
        _draft = State(initialValue: EventDraft(start: start, end: start.addingTimeInterval(3600)))
        self.onSave = onSave
    }

    private var isValid: Bool {
        !draft.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && draft.end >= draft.start
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $draft.title)
                        .focused($focusedField, equals: .title)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .location }
                    TextField("Location or Video Call", text: $draft.location)
                        .focused($focusedField, equals: .location)
                        .textContentType(.fullStreetAddress)
                        .submitLabel(.done)
                }

                Section {
                    Toggle("All-day", isOn: $draft.isAllDay)
                    DatePicker("Starts", selection: $draft.start, displayedComponents: draft.isAllDay ? [.date] : [.date, .hourAndMinute])
                    DatePicker("Ends", selection: $draft.end, in: draft.start..., displayedComponents: draft.isAllDay ? .date : [.date, .hourAndMinute])
                    Picker("Repeat", selection: $draft.repeatRule) {
                        ForEach(EventDraft.Repeat.allCases) { rule in
                            Text(rule.rawValue).tag(rule)
                        }
                    }
                }

                Section {
                    Stepper(value: $draft.travelMinutes, in: 0...120, step: 15) {
                        LabeledContent("Travel Time", value: draft.travelMinutes == 0 ? "None" : "\(draft.travelMinutes) min")
                    }
                    Picker("Alert", selection: $draft.alert) {
                        ForEach(EventDraft.Alert.allCases) { alert in
                            Text(alert.title).tag(alert)
                        }
                    }
                    .pickerStyle(.navigationLink)
                }

                Section("Notes") {
                    TextField("Add notes", text: $draft.notes, axis: .vertical)
                        .focused($focusedField, equals: .notes)
                        .lineLimit(4...)
                }
            }
            .formStyle(.grouped)
            .navigationTitle("New Event")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onSave(draft)
                        dismiss()
                    }
                    .fontWeight(.semibold)
                    .disabled(!isValid)
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { focusedField = nil }
                }
            }
            .onChange(of: draft.start) { oldValue, newValue in
                let duration = draft.end.timeIntervalSince(oldValue)
                draft.end = newValue.addingTimeInterval(max(duration, 0))
            }
        }
    }
}

// A new-event form as a calendar app writes it: a @State draft made in init, @FocusState on an
// enum chained by onSubmit, DatePickers whose components follow the all-day switch and whose
// end is bounded by the start, a menu and a navigation-link picker, a Stepper whose label is a
// LabeledContent, a vertical notes field with a range line limit, .formStyle(.grouped), a
// keyboard toolbar group and the two-value onChange(of:).

@MainActor @Suite(.drawsEveryReadableText) struct NewEventScreenTests {
    private let start = Date(timeIntervalSince1970: 1_767_261_600)

    @Test func aNewEventStartsAnHourLongWithAddDisabled() {
        #expect(NewEventScreen(start: start).render(width: 40) == """
            Cancel         New Event           (Add)
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Title                                │
            ├──────────────────────────────────────┤
            │ Location or Video Call               │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ All-day                         (○ ) │
            ├──────────────────────────────────────┤
            │ Starts          Jan 1, 2026 10:00 AM │
            ├──────────────────────────────────────┤
            │ Ends            Jan 1, 2026 11:00 AM │
            ├──────────────────────────────────────┤
            │ Repeat                       Never ⌄ │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ Travel Time                     None │
            │                                − 0 + │
            ├──────────────────────────────────────┤
            │ Alert            15 minutes before › │
            ╰──────────────────────────────────────╯

              Notes
            ╭──────────────────────────────────────╮
            │ Add notes                            │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aScreenReaderHearsEachFieldAndPicker() {
        #expect(NewEventScreen(start: start).accessibilityTranscript() == """
            Button: Cancel
            Heading: New Event
            Button, Dimmed: Add
            Text field: Title
            Text field: Location or Video Call
            Toggle: All-day, off
            Button: Starts, Jan 1, 2026 10:00 AM
            Button: Ends, Jan 1, 2026 11:00 AM
            Pop up button: Repeat, Never
            Adjustable: Travel Time, None, 0
              Actions: Increment, Decrement
            Pop up button: Alert, 15 minutes before
            Heading: Notes
            Text field: Add notes
            """)
    }

    @Test func aNarrowScreenPutsDatesUnderTheirLabels() {
        #expect(NewEventScreen(start: start).render(width: 24) == """
            Cancel New Event   (Add)
            ━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────╮
            │ Title                │
            ├──────────────────────┤
            │ Location or Video…   │
            ╰──────────────────────╯

            ╭──────────────────────╮
            │ All-day         (○ ) │
            ├──────────────────────┤
            │ Starts               │
            │ Jan 1, 2026 10:00 AM │
            ├──────────────────────┤
            │ Ends                 │
            │ Jan 1, 2026 11:00 AM │
            ├──────────────────────┤
            │ Repeat       Never ⌄ │
            ╰──────────────────────╯

            ╭──────────────────────╮
            │ Travel Time     None │
            │                − 0 + │
            ├──────────────────────┤
            │ Alert                │
            │  15 minutes before › │
            ╰──────────────────────╯

              Notes
            ╭──────────────────────╮
            │ Add notes            │
            ╰──────────────────────╯
            """)
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 3, 9, 16, 24, 40, 67] {
            RenderChecks.checkOutputRules(NewEventScreen(start: start).render(width: width), width: width, "new event at \(width)")
        }
    }
}
