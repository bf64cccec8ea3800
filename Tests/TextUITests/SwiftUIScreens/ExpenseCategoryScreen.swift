import Testing
import TextUI

// An expense form whose category picker groups its options in sections and offers "None"
// first, tagged with a nil of the selection's optional type, as apps offer an empty choice.

private enum Category: String, Hashable, CaseIterable, Identifiable {
    case groceries = "Groceries", dining = "Dining out", train = "Train", taxi = "Taxi"
    var id: Self { self }
    static let food: [Category] = [.groceries, .dining]
    static let transport: [Category] = [.train, .taxi]
}

private struct ExpenseCategoryScreen: View {
    @State var category: Category?
    var style: Style = .menu

    enum Style { case menu, inline, navigationLink }

    var body: some View {
        NavigationStack {
            Form {
                LabeledContent("Amount", value: "¥1,280")
                picker
            }
            .navigationTitle("New Expense")
        }
    }

    @ViewBuilder private var picker: some View {
        let picker = Picker("Category", selection: $category) {
            Text("None").tag(nil as Category?)
            Section("Food") {
                ForEach(Category.food) { Text($0.rawValue).tag($0 as Category?) }
            }
            Section("Transport") {
                ForEach(Category.transport) { Text($0.rawValue).tag($0 as Category?) }
            }
        }
        switch style {
        case .menu: picker
        case .inline: picker.pickerStyle(.inline)
        case .navigationLink: picker.pickerStyle(.navigationLink)
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct ExpenseCategoryScreenTests {
    @Test func anOptionInASectionShowsAsTheChoice() {
        #expect(ExpenseCategoryScreen(category: .train).render(width: 40) == """
                          New Expense
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Amount                        ¥1,280 │
            ├──────────────────────────────────────┤
            │ Category                     Train ⌄ │
            ╰──────────────────────────────────────╯
            """)
        #expect(ExpenseCategoryScreen(category: .dining, style: .navigationLink).render(width: 40).contains("│ Category                Dining out › │"))
    }

    @Test func theNilTaggedOptionShowsItsTextWhenNothingIsChosen() {
        #expect(ExpenseCategoryScreen(category: nil).render(width: 40).contains("│ Category                      None ⌄ │"))
        #expect(ExpenseCategoryScreen(category: nil).accessibilityTranscript().contains("Pop up button: Category, None"))
    }

    @Test func anInlinePickerShowsItsSectionsAsTheFormsWithTheChoiceTicked() {
        #expect(ExpenseCategoryScreen(category: .taxi, style: .inline).render(width: 40) == """
                          New Expense
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Amount                        ¥1,280 │
            ├──────────────────────────────────────┤
            │ Category                             │
            ├──────────────────────────────────────┤
            │ None                                 │
            ╰──────────────────────────────────────╯

              Food
            ╭──────────────────────────────────────╮
            │ Groceries                            │
            ├──────────────────────────────────────┤
            │ Dining out                           │
            ╰──────────────────────────────────────╯

              Transport
            ╭──────────────────────────────────────╮
            │ Train                                │
            ├──────────────────────────────────────┤
            │ Taxi                               ✓ │
            ╰──────────────────────────────────────╯
            """)
    }
}
