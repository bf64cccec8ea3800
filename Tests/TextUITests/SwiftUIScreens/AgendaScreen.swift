import Foundation
import Testing
import TextUI

// A calendar day agenda as an iOS team writes it: an @Observable model, a NavigationStack with
// a path, a searchable inset-grouped List with an all-day section, rows with a colour stripe
// (`Capsule().fill(color).frame(width: 4)`), swipe actions, a bottom-bar toggle, an overlay of
// ContentUnavailableView.search, and a Grid detail with a trailing first column.

struct AgendaEvent: Identifiable, Hashable {
    let id: Int
    var title: String
    var start: Date
    var end: Date
    var location: String?
    var color: Color
    var isAllDay = false
}

@Observable
final class AgendaModel {
    var day: Date
    var events: [AgendaEvent]
    var searchText = ""
    var showDeclined = false

    init(day: Date, events: [AgendaEvent]) {
        self.day = day
        self.events = events
    }

    var filtered: [AgendaEvent] {
        guard !searchText.isEmpty else { return events }
        return events.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }
    var allDay: [AgendaEvent] { filtered.filter(\.isAllDay) }
    var timed: [AgendaEvent] { filtered.filter { !$0.isAllDay }.sorted { $0.start < $1.start } }
}

struct AgendaScreen: View {
    @State var model: AgendaModel
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if !model.allDay.isEmpty {
                    Section("All Day") {
                        ForEach(model.allDay) { event in
                            Label(event.title, systemImage: "sun.max")
                                .listRowBackground(event.color.opacity(0.15))
                        }
                    }
                }
                Section {
                    ForEach(model.timed) { event in
                        NavigationLink(value: event) {
                            AgendaEventRow(event: event)
                        }
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) {
                                model.events.removeAll { $0.id == event.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                    }
                } header: {
                    HStack(alignment: .firstTextBaseline) {
                        Text(model.day, format: .dateTime.weekday(.wide).month().day())
                        Spacer()
                        Text("\(model.timed.count) events")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .overlay {
                if model.filtered.isEmpty {
                    ContentUnavailableView.search(text: model.searchText)
                }
            }
            .searchable(text: $model.searchText, prompt: "Search events")
            .navigationTitle("Today")
            .navigationDestination(for: AgendaEvent.self) { event in
                AgendaEventDetail(event: event)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Event", systemImage: "plus") {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Toggle("Show declined", isOn: $model.showDeclined)
                        .toggleStyle(.switch)
                }
            }
            .refreshable {}
        }
    }
}

struct AgendaEventRow: View {
    let event: AgendaEvent

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Capsule()
                .fill(event.color)
                .frame(width: 4)
            VStack(alignment: .leading, spacing: 2) {
                Text(event.title)
                    .font(.headline)
                    .lineLimit(1)
                HStack(spacing: 4) {
                    Text(event.start, style: .time)
                    Text("–")
                    Text(event.end, style: .time)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .monospacedDigit()
                if let location = event.location {
                    Label(location, systemImage: "mappin.and.ellipse")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .labelStyle(.titleAndIcon)
                }
            }
        }
        .padding(.vertical, 2)
    }
}

struct AgendaEventDetail: View {
    let event: AgendaEvent

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
            GridRow {
                Text("Starts").gridColumnAlignment(.trailing)
                Text(event.start, style: .time)
            }
            GridRow {
                Text("Ends")
                Text(event.end, style: .time)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Where")
                Text(event.location ?? "—")
            }
        }
        .padding()
        .navigationTitle(event.title)
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct AgendaScreenTests {
    // Thursday 1 January 2026, 09:00 UTC.
    let nine = Date(timeIntervalSince1970: 1_767_258_000)

    func model() -> AgendaModel {
        AgendaModel(day: nine, events: [
            AgendaEvent(id: 1, title: "Team holiday", start: nine, end: nine, color: .green, isAllDay: true),
            AgendaEvent(id: 2, title: "Standup", start: nine, end: nine.addingTimeInterval(900), location: "Room 4", color: .blue),
            AgendaEvent(
                id: 3, title: "Design review with the platform group", start: nine.addingTimeInterval(7200),
                end: nine.addingTimeInterval(10800), color: .purple
            ),
        ])
    }

    @Test func theDayShowsAllDayEventsThenTimedRowsWithTheirStripe() {
        #expect(AgendaScreen(model: model()).render(width: 40) == """
                             Today                 +
            ╭──────────────────────────────────────╮
            │ ⌕ Search events                      │
            ╰──────────────────────────────────────╯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              All Day
            ╭──────────────────────────────────────╮
            │ ☀ Team holiday                       │
            ╰──────────────────────────────────────╯

              Thursday, Jan 1               2 events
            ╭──────────────────────────────────────╮
            │ ┃  Standup                           │
            │ ┃  9:00 AM – 9:15 AM               › │
            │ ┃  ⌖ Room 4                          │
            ├──────────────────────────────────────┤
            │ ┃  Design review with the platfor… › │
            │ ┃  11:00 AM – 12:00 PM               │
            ╰──────────────────────────────────────╯
            ────────────────────────────────────────
            Show declined                       (○ )
            """)
    }

    @Test func aSearchWithNoMatchSaysSo() {
        let model = model()
        model.searchText = "zzz"
        #expect(AgendaScreen(model: model).render(width: 40) == """
                             Today                 +
            ╭──────────────────────────────────────╮
            │ ⌕ zzz                                │
            ╰──────────────────────────────────────╯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Thursday, Jan 1               0 events

                              ⌕
                     No Results for “zzz”
            Check the spelling or try a new search.
            ────────────────────────────────────────
            Show declined                       (○ )
            """)
    }

    @Test func theDetailLinesUpItsLabelsOnTheRight() {
        let event = model().events[1]
        #expect(NavigationStack { AgendaEventDetail(event: event) }.render(width: 40) == """
                            Standup
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

                        Starts  9:00 AM
                          Ends  9:15 AM
                        ───────────────
                         Where  Room 4

            """)
    }

    @Test func noLineIsWiderThanTheWidth() async {
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            RenderChecks.checkOutputRules(AgendaScreen(model: model()).render(width: width), width: width, "agenda at \(width)")
        }
    }
}
