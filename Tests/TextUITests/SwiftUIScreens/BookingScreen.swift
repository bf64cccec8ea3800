import Foundation
import Testing
import TextUI

// A table booking screen: a calendar to pick the day, the time as a wheel-less compact picker,
// a guest stepper, a budget slider with its end labels, seating as an inline picker, notes
// in a text editor, a menu in the toolbar, and the search for a restaurant that found nothing.

private struct BookingState: Equatable {
    var restaurant = "Kikunoi"
    var date = Date(timeIntervalSince1970: 1_741_168_800)
    var guests = 2
    var budget = 12_000.0
    var seating = "Counter"
    var notes = "One guest is vegetarian."
    var wantsReminder = true
    var search = ""
}

private struct BookingScreen: View {
    let state: BookingState

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    DatePicker("Day", selection: .constant(state.date), in: Date(timeIntervalSince1970: 1_740_000_000)..., displayedComponents: .date)
                        .datePickerStyle(.graphical)
                    DatePicker("Time", selection: .constant(state.date), displayedComponents: .hourAndMinute)
                }
                Section("Party") {
                    Stepper(value: .constant(state.guests), in: 1...8) {
                        Label("\(state.guests) guests", systemImage: "person")
                    }
                    Slider(value: .constant(state.budget), in: 5_000...30_000, step: 1_000) {
                        Text("Budget per person")
                    } minimumValueLabel: {
                        Text("¥5k")
                    } maximumValueLabel: {
                        Text("¥30k")
                    }
                }
                Section("Seating") {
                    Picker("Seating", selection: .constant(state.seating)) {
                        ForEach(["Counter", "Table", "Private room"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }
                Section("Notes") {
                    TextEditor(text: .constant(state.notes))
                    Toggle("Remind me the day before", isOn: .constant(state.wantsReminder))
                }
            }
            .navigationTitle(state.restaurant)
            .toolbar {
                Menu {
                    Button("Share", systemImage: "paperplane") {}
                    Button("Call", systemImage: "bell") {}
                } label: {
                    Image(systemName: "ellipsis")
                }
            }
        }
    }
}

private struct RestaurantSearchScreen: View {
    let query: String

    var body: some View {
        NavigationStack {
            ContentUnavailableView.search(text: query)
                .navigationTitle("Restaurants")
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct BookingScreenTests {
    @Test func theBookingShowsTheMonthTheGuestsTheBudgetAndTheSeat() {
        #expect(BookingScreen(state: BookingState()).render(width: 40) == """
                            Kikunoi              ⋯ ⌄
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Day                                  │
            │       March 2025                     │
            │  Su Mo Tu We Th Fr Sa                │
            │                     1                │
            │   2  3  4[ 5] 6  7  8                │
            │   9 10 11 12 13 14 15                │
            │  16 17 18 19 20 21 22                │
            │  23 24 25 26 27 28 29                │
            │  30 31                               │
            ├──────────────────────────────────────┤
            │ Time                        10:00 AM │
            ╰──────────────────────────────────────╯

              Party
            ╭──────────────────────────────────────╮
            │ ☺ 2 guests                       − + │
            ├──────────────────────────────────────┤
            │ Budget per person                    │
            │ ¥5k ━━━━━●────────────── 12,000 ¥30k │
            ╰──────────────────────────────────────╯

              Seating
            ╭──────────────────────────────────────╮
            │ Counter                            ✓ │
            ├──────────────────────────────────────┤
            │ Table                                │
            ├──────────────────────────────────────┤
            │ Private room                         │
            ╰──────────────────────────────────────╯

              Notes
            ╭──────────────────────────────────────╮
            │ One guest is vegetarian.             │
            ├──────────────────────────────────────┤
            │ Remind me the day before        ( ●) │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func theToolbarMenusItemsAndEveryControlAreRead() {
        let transcript = BookingScreen(state: BookingState()).accessibilityTranscript()
        #expect(transcript.hasPrefix("""
            Heading: Kikunoi
            Pop up button: More
            Button: Share
            Button: Call
            Button: Day, Mar 5, 2025
            Button: Time, 10:00 AM
            Heading: Party
            Adjustable: 2 guests, 2
              Actions: Increment, Decrement
            Adjustable: Budget per person, 28%
              Actions: Increment, Decrement
            Heading: Seating
            Button, Selected: Counter
            Button: Table
            Button: Private room
            """))
    }

    @Test func aSearchThatFoundNothingSaysWhatWasSearched() {
        #expect(RestaurantSearchScreen(query: "soba").render(width: 40) == """
                          Restaurants
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                               ⌕
                     No Results for “soba”
            Check the spelling or try a new search.
            """)
    }

    @Test func neverWiderThanTheWidth() {
        for width in [2, 7, 15, 21, 22, 26, 40, 73] {
            RenderChecks.checkOutputRules(BookingScreen(state: BookingState()).render(width: width), width: width, "booking at \(width)")
        }
    }
}
