import Foundation
import Testing
import TextUI

final class ReadingGoalModel: ObservableObject {
    enum Reminder: String, CaseIterable, Identifiable {
        case off = "Off"
        case morning = "Morning"
        case evening = "Evening"
        var id: String { rawValue }
    }

    @Published var dailyMinutes: Double = 30
    @Published var pagesRead = 42
    @Published var pagesGoal = 100
    @Published var reminder: Reminder = .evening
    @Published var note = ""
    @Published var isSyncing = false

    var progress: Double {
        guard pagesGoal > 0 else { return 0 }
        return min(Double(pagesRead) / Double(pagesGoal), 1)
    }

    func reset() {
        pagesRead = 0
    }
}

struct ReadingGoalScreen: View {
    @ObservedObject var model: ReadingGoalModel
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.locale) private var locale
    @Environment(\.isEnabled) private var isEnabled
    @State private var showResetAlert = false

    var body: some View {
        NavigationView {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("This week")
                            .font(.headline)
                        ProgressView(value: model.progress) {
                            Text("\(model.pagesRead) of \(model.pagesGoal) pages")
                        } currentValueLabel: {
                            Text(model.progress, format: .percent.precision(.fractionLength(0)))
                        }
                        Gauge(value: Double(model.pagesRead), in: 0...Double(model.pagesGoal)) {
                            Text("Pages")
                        } currentValueLabel: {
                            Text("\(model.pagesRead)")
                        }
                    }
                    .padding(.vertical, 4)
                }

                GoalControls(model: model)

                Section("Notes") {
                    TextField("What are you reading?", text: $model.note, axis: .vertical)
                        .lineLimit(3, reservesSpace: true)
                }

                Section {
                    Menu {
                        Button("Share progress", systemImage: "square.and.arrow.up") {}
                        Button("Reset pages", role: .destructive) { showResetAlert = true }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Reading Goal")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    if model.isSyncing {
                        ProgressView()
                    } else {
                        Button("Close") { presentationMode.wrappedValue.dismiss() }
                    }
                }
            }
            .alert(isPresented: $showResetAlert) {
                Alert(
                    title: Text("Reset pages?"),
                    message: Text("This sets this week's pages back to zero."),
                    primaryButton: .destructive(Text("Reset"), action: model.reset),
                    secondaryButton: .cancel()
                )
            }
            .onChange(of: scenePhase) { phase in
                if phase == .background { model.isSyncing = false }
            }
        }
    }
}

private struct GoalControls: View {
    @ObservedObject var model: ReadingGoalModel

    var body: some View {
        Section(header: Text("Goal")) {
            VStack(alignment: .leading) {
                Text("Daily minutes: \(Int(model.dailyMinutes))")
                Slider(value: $model.dailyMinutes, in: 5...120, step: 5)
            }
            Stepper("Weekly goal: \(model.pagesGoal) pages", value: $model.pagesGoal, in: 10...500, step: 10)
            Stepper {
                Text("Pages read: \(model.pagesRead)")
            } onIncrement: {
                model.pagesRead += 1
            } onDecrement: {
                model.pagesRead = max(0, model.pagesRead - 1)
            }
            Picker("Reminder", selection: $model.reminder) {
                ForEach(ReadingGoalModel.Reminder.allCases) { reminder in
                    Text(reminder.rawValue).tag(reminder)
                }
            }
            .pickerStyle(.segmented)
        }
    }
}

struct ReadingGoalScreen_Previews: PreviewProvider {
    static var previews: some View {
        ReadingGoalScreen(model: ReadingGoalModel())
            .previewLayout(.sizeThatFits)
            .previewDevice("iPhone 15 Pro")
    }
}

// A goal screen on an @ObservedObject model: a ProgressView with a current-value label, a
// Gauge, a Slider, a Stepper with a range and one with increment/decrement closures, a
// segmented picker, a vertical TextField, a Menu, the older presentationMode and Alert, and
// onChange(of: scenePhase); a PreviewProvider with preview modifiers.

@MainActor @Suite(.drawsEveryReadableText) struct ReadingGoalScreenTests {
    @Test func theGoalShowsProgressAndEveryControl() {
        #expect(ReadingGoalScreen(model: ReadingGoalModel()).render(width: 40) == """
                          Reading Goal         Close
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ This week                            │
            │ 42 of 100 pages                      │
            │ █████████████░░░░░░░░░░░░░░░░░░░ 42% │
            │ 42%                                  │
            │ Pages                                │
            │ █████████████░░░░░░░░░░░░░░░░░░░ 42% │
            │ 42                                   │
            ╰──────────────────────────────────────╯

              Goal
            ╭──────────────────────────────────────╮
            │ Daily minutes: 30                    │
            │ ━━━━━━━●───────────────────────── 30 │
            ├──────────────────────────────────────┤
            │ Weekly goal: 100 pages           − + │
            ├──────────────────────────────────────┤
            │ Pages read: 42                   − + │
            ├──────────────────────────────────────┤
            │ Reminder    Off │ Morning │[Evening] │
            ╰──────────────────────────────────────╯

              Notes
            ╭──────────────────────────────────────╮
            │ What are you reading?                │
            │                                      │
            │                                      │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ ⋯ More ⌄                             │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aScreenReaderHearsTheProgressAndTheControls() {
        #expect(ReadingGoalScreen(model: ReadingGoalModel()).accessibilityTranscript() == """
            Heading: Reading Goal
            Button: Close
            Text: This week
            Progress: 42 of 100 pages, 42 percent
            Progress: Pages, 42 percent
            Heading: Goal
            Text: Daily minutes: 30
            Adjustable: no label, 22%
              Actions: Increment, Decrement
            Adjustable: Weekly goal: 100 pages, 100
              Actions: Increment, Decrement
            Adjustable: Pages read: 42
              Actions: Increment, Decrement
            Text: Reminder
            Button: Off
            Button: Morning
            Button, Selected: Evening
            Heading: Notes
            Text field: What are you reading?
            Pop up button: More
            Button: Share progress
            Button: Reset pages
            """)
    }

    @Test func aNarrowScreenKeepsEveryWord() {
        #expect(ReadingGoalScreen(model: ReadingGoalModel()).render(width: 24) == """
                  Reading Goal Close
            ━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────╮
            │ This week            │
            │ 42 of 100 pages      │
            │ ██████░░░░░░░░░░ 42% │
            │ 42%                  │
            │ Pages                │
            │ ██████░░░░░░░░░░ 42% │
            │ 42                   │
            ╰──────────────────────╯

              Goal
            ╭──────────────────────╮
            │ Daily minutes: 30    │
            │ ━━━●───────────── 30 │
            ├──────────────────────┤
            │ Weekly goal: 100 − + │
            │ pages                │
            ├──────────────────────┤
            │ Pages read: 42   − + │
            ├──────────────────────┤
            │ Reminder    Off      │
            │             Morning  │
            │            [Evening] │
            ╰──────────────────────╯

              Notes
            ╭──────────────────────╮
            │ What are you         │
            │ reading?             │
            │                      │
            ╰──────────────────────╯

            ╭──────────────────────╮
            │ ⋯ More ⌄             │
            ╰──────────────────────╯
            """)
    }

    @Test func theModelsChangesShowOnTheNextRender() {
        let model = ReadingGoalModel()
        model.pagesRead = 150
        model.isSyncing = true
        let text = ReadingGoalScreen(model: model).render(width: 40)
        #expect(text.contains("150 of 100 pages"))
        #expect(text.contains("███████████████████████████████ 100%"))
        #expect(text.hasPrefix("              Reading Goal             ⟳"))
        model.reset()
        #expect(ReadingGoalScreen(model: model).render(width: 40).contains("0 of 100 pages"))
    }

    @Test func thePreviewRendersAsTheScreen() {
        #expect(ReadingGoalScreen_Previews.previews.render(width: 40) == ReadingGoalScreen(model: ReadingGoalModel()).render(width: 40))
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 3, 9, 16, 24, 40, 67] {
            RenderChecks.checkOutputRules(ReadingGoalScreen(model: ReadingGoalModel()).render(width: width), width: width, "reading goal at \(width)")
        }
    }
}
