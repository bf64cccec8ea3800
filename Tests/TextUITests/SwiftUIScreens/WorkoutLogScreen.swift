import Foundation
import Testing
import TextUI

enum WorkoutKind: String, CaseIterable, Identifiable {
    case run = "Run", ride = "Ride", swim = "Swim", strength = "Strength"

    var id: Self { self }
    var title: String { rawValue }

    var symbol: String {
        switch self {
        case .run: "figure.run"
        case .ride: "bicycle"
        case .swim: "figure.pool.swim"
        case .strength: "dumbbell"
        }
    }
}

struct Workout: Identifiable, Hashable {
    var id = UUID()
    var kind: WorkoutKind
    var date: Date
    var minutes: Int
    var kilometers: Double?
    var isOutdoor = true
    var isFavorite = false
    var notes = ""
}

@MainActor
@Observable
final class WorkoutStore {
    var workouts: [Workout]
    var isRefreshing = false

    init(workouts: [Workout] = []) {
        self.workouts = workouts
    }

    var totalMinutes: Int { workouts.reduce(0) { $0 + $1.minutes } }

    func add(_ workout: Workout) {
        workouts.insert(workout, at: 0)
    }

    func delete(at offsets: IndexSet) {
        workouts.remove(atOffsets: offsets)
    }

    func toggleFavorite(_ workout: Workout) {
        guard let index = workouts.firstIndex(where: { $0.id == workout.id }) else { return }
        workouts[index].isFavorite.toggle()
    }

    func refresh() async {
        isRefreshing = true
        try? await Task.sleep(for: .milliseconds(300))
        isRefreshing = false
    }
}

struct WorkoutLogScreen: View {
    @State var store: WorkoutStore
    @State private var searchText = ""
    @State private var isAddingWorkout = false
    @State private var path: [Workout] = []

    private var filteredWorkouts: [Workout] {
        guard !searchText.isEmpty else { return store.workouts }
        return store.workouts.filter {
            $0.kind.title.localizedCaseInsensitiveContains(searchText)
                || $0.notes.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if !store.workouts.isEmpty && searchText.isEmpty {
                    Section {
                        LabeledContent("Workouts", value: store.workouts.count, format: .number)
                        LabeledContent("Total time") {
                            Text("\(store.totalMinutes) min")
                                .monospacedDigit()
                        }
                    } header: {
                        Text("This week")
                    }
                }

                Section("History") {
                    ForEach(filteredWorkouts) { workout in
                        NavigationLink(value: workout) {
                            WorkoutRow(workout: workout)
                        }
                        .swipeActions(edge: .leading) {
                            Button {
                                store.toggleFavorite(workout)
                            } label: {
                                Label("Favorite", systemImage: workout.isFavorite ? "star.slash" : "star")
                            }
                            .tint(.yellow)
                        }
                    }
                    .onDelete(perform: store.delete)
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Workouts")
            .searchable(text: $searchText, prompt: "Search workouts")
            .refreshable {
                await store.refresh()
            }
            .overlay {
                if store.workouts.isEmpty {
                    ContentUnavailableView(
                        "No Workouts",
                        systemImage: "figure.run",
                        description: Text("Tap + to log your first workout.")
                    )
                } else if filteredWorkouts.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        isAddingWorkout = true
                    } label: {
                        Label("Add Workout", systemImage: "plus")
                    }
                }
            }
            .navigationDestination(for: Workout.self) { workout in
                WorkoutDetailView(workout: workout)
            }
            .sheet(isPresented: $isAddingWorkout) {
                NewWorkoutForm { store.add($0) }
            }
        }
    }
}

struct WorkoutRow: View {
    let workout: Workout

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: workout.kind.symbol)
                .font(.title3)
                .frame(width: 32)
                .foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Text(workout.kind.title)
                        .font(.headline)
                    if workout.isFavorite {
                        Image(systemName: "star.fill")
                            .foregroundStyle(.yellow)
                            .imageScale(.small)
                    }
                }
                Text(workout.date, format: .dateTime.weekday(.abbreviated).day().month())
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing) {
                Text("\(workout.minutes) min")
                if let kilometers = workout.kilometers {
                    Text(kilometers, format: .number.precision(.fractionLength(1)))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        + Text(" km")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct WorkoutDetailView: View {
    let workout: Workout

    var body: some View {
        Form {
            Section {
                LabeledContent("Type", value: workout.kind.title)
                LabeledContent("Date") {
                    Text(workout.date, style: .date)
                }
                LabeledContent("Duration", value: "\(workout.minutes) min")
                if let kilometers = workout.kilometers {
                    LabeledContent("Distance", value: kilometers, format: .number.precision(.fractionLength(1)))
                }
                LabeledContent("Outdoor", value: workout.isOutdoor ? "Yes" : "No")
            }
            if !workout.notes.isEmpty {
                Section("Notes") {
                    Text(workout.notes)
                }
            }
        }
        .navigationTitle(workout.kind.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct NewWorkoutForm: View {
    var onSave: (Workout) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var kind: WorkoutKind = .run
    @State private var date: Date
    @State private var minutes = 30
    @State private var kilometers = ""
    @State private var isOutdoor = true
    @State private var notes = ""
    @FocusState private var notesFocused: Bool

    init(date: Date = .now, onSave: @escaping (Workout) -> Void) {
        _date = State(initialValue: date)
        self.onSave = onSave
    }

    private var tracksDistance: Bool { kind != .strength }

    var body: some View {
        NavigationStack {
            Form {
                Picker("Type", selection: $kind) {
                    ForEach(WorkoutKind.allCases) { kind in
                        Label(kind.title, systemImage: kind.symbol).tag(kind)
                    }
                }
                DatePicker("Date", selection: $date, in: ...Date.now, displayedComponents: [.date, .hourAndMinute])
                Stepper("Duration: \(minutes) min", value: $minutes, in: 5...300, step: 5)
                if tracksDistance {
                    TextField("Distance (km)", text: $kilometers)
                        .keyboardType(.decimalPad)
                }
                Toggle("Outdoor", isOn: $isOutdoor)
                    .disabled(kind == .swim)

                Section("Notes") {
                    TextEditor(text: $notes)
                        .frame(minHeight: 100)
                        .focused($notesFocused)
                }
            }
            .navigationTitle("New Workout")
            .navigationBarTitleDisplayMode(.inline)
            .onChange(of: kind) { _, newKind in
                if newKind == .swim { isOutdoor = false }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(Workout(kind: kind, date: date, minutes: minutes,
                                       kilometers: Double(kilometers), isOutdoor: isOutdoor, notes: notes))
                        dismiss()
                    }
                    .disabled(tracksDistance && Double(kilometers) == nil)
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { notesFocused = false }
                }
            }
            .interactiveDismissDisabled(!notes.isEmpty)
        }
    }
}

// A workout log on an @Observable store held in @State: a NavigationStack(path:) pushing a
// Hashable value, a summary section of LabeledContent(value:format:), rows with an icon frame,
// Text(_:format:) dates and Text + Text, leading swipe actions, onDelete, searchable, refreshable,
// an overlay of ContentUnavailableView (and .search) over the list, EditButton and a Label in the
// toolbar, and a sheet form with a Label picker, DatePicker(in: ...now), Stepper(step:), a
// disabled Toggle, TextEditor with @FocusState, cancellation/confirmation and keyboard items.

@MainActor @Suite(.drawsEveryReadableText) struct WorkoutLogScreenTests {
    private let base = Date(timeIntervalSince1970: 1_767_000_000)
    private var workouts: [Workout] {
        [
            Workout(kind: .run, date: base, minutes: 42, kilometers: 8.4, isFavorite: true, notes: "Easy tempo along the river"),
            Workout(kind: .strength, date: base - 86_400, minutes: 55, isOutdoor: false),
            Workout(kind: .swim, date: base - 3 * 86_400, minutes: 30, kilometers: 1.5, isOutdoor: false),
        ]
    }

    @Test func theLogShowsTheWeekAndEachWorkoutAsALinkRow() {
        #expect(WorkoutLogScreen(store: WorkoutStore(workouts: workouts)).render(width: 40) == """
            Edit            Workouts               +
            ╭──────────────────────────────────────╮
            │ ⌕ Search workouts                    │
            ╰──────────────────────────────────────╯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              This week
            ╭──────────────────────────────────────╮
            │ Workouts                           3 │
            ├──────────────────────────────────────┤
            │ Total time                   127 min │
            ╰──────────────────────────────────────╯

              History
            ╭──────────────────────────────────────╮
            │  ♙    Run ★                 42 min › │
            │       Mon, Dec 29           8.4 km   │
            ├──────────────────────────────────────┤
            │  ⧟    Strength              55 min › │
            │       Sun, Dec 28                    │
            ├──────────────────────────────────────┤
            │  ♙    Swim                  30 min › │
            │       Fri, Dec 26           1.5 km   │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func anEmptyLogShowsWhyUnderTheHistoryHeader() {
        #expect(WorkoutLogScreen(store: WorkoutStore()).render(width: 40) == """
            Edit            Workouts               +
            ╭──────────────────────────────────────╮
            │ ⌕ Search workouts                    │
            ╰──────────────────────────────────────╯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              History

                               ♙
                          No Workouts
                Tap + to log your first workout.
            """)
    }

    @Test func editingShowsDeleteControlsAndDone() {
        let screen = WorkoutLogScreen(store: WorkoutStore(workouts: workouts)).environment(\.editMode, .constant(.active))
        #expect(screen.render(width: 40) == """
            Done            Workouts               +
            ╭──────────────────────────────────────╮
            │ ⌕ Search workouts                    │
            ╰──────────────────────────────────────╯
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              This week
            ╭──────────────────────────────────────╮
            │ Workouts                           3 │
            ├──────────────────────────────────────┤
            │ Total time                   127 min │
            ╰──────────────────────────────────────╯

              History
            ╭──────────────────────────────────────╮
            │ ⊖  ♙    Run ★               42 min › │
            │         Mon, Dec 29         8.4 km   │
            ├──────────────────────────────────────┤
            │ ⊖  ⧟    Strength            55 min › │
            │         Sun, Dec 28                  │
            ├──────────────────────────────────────┤
            │ ⊖  ♙    Swim                30 min › │
            │         Fri, Dec 26         1.5 km   │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aPushedWorkoutShowsItsDetails() {
        #expect(NavigationStack { WorkoutDetailView(workout: workouts[0]) }.render(width: 40) == """
                              Run
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Type                             Run │
            ├──────────────────────────────────────┤
            │ Date               December 29, 2025 │
            ├──────────────────────────────────────┤
            │ Duration                      42 min │
            ├──────────────────────────────────────┤
            │ Distance                         8.4 │
            ├──────────────────────────────────────┤
            │ Outdoor                          Yes │
            ╰──────────────────────────────────────╯

              Notes
            ╭──────────────────────────────────────╮
            │ Easy tempo along the river           │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func theNewWorkoutSheetDisablesSaveUntilADistanceIsGiven() {
        #expect(NewWorkoutForm(date: base) { _ in }.render(width: 40) == """
            Cancel        New Workout         (Save)
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Type                         ♙ Run ⌄ │
            ├──────────────────────────────────────┤
            │ Date            Dec 29, 2025 9:20 AM │
            ├──────────────────────────────────────┤
            │ Duration: 30 min                 − + │
            ├──────────────────────────────────────┤
            │ Distance (km)                        │
            ├──────────────────────────────────────┤
            │ Outdoor                         ( ●) │
            ╰──────────────────────────────────────╯

              Notes
            ╭──────────────────────────────────────╮
            │                                      │
            │                                      │
            │                                      │
            │                                      │
            │                                      │
            │                                      │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aScreenReaderHearsEachRowAndItsActions() {
        #expect(WorkoutLogScreen(store: WorkoutStore(workouts: workouts)).accessibilityTranscript() == """
            Button: Edit
            Heading: Workouts
            Button: Add Workout
            Search field: Search workouts
            Heading: This week
            Text: Workouts, 3
            Text: Total time, 127 min
            Heading: History
            Button: Running, Run, Favorite, Mon, Dec 29, 42 min, 8.4 km
              Actions: Favorite, Delete
            Button: Workout, Strength, Sun, Dec 28, 55 min
              Actions: Favorite, Delete
            Button: Swimming, Swim, Fri, Dec 26, 30 min, 1.5 km
              Actions: Favorite, Delete
            """)
    }

    @Test func noLineIsWiderThanTheWidth() async {
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            for store in [WorkoutStore(workouts: workouts), WorkoutStore()] {
                RenderChecks.checkOutputRules(WorkoutLogScreen(store: store).render(width: width), width: width, "log at \(width)")
            }
            RenderChecks.checkOutputRules(NewWorkoutForm(date: base) { _ in }.render(width: width), width: width, "form at \(width)")
        }
    }
}
