import Foundation
import Testing
import TextUI

final class ExpenseFormModel: ObservableObject {
    enum Category: String, CaseIterable, Identifiable {
        case food = "Food"
        case travel = "Travel"
        case office = "Office"
        case other = "Other"

        var id: Self { self }

        var symbol: String {
            switch self {
            case .food: return "fork.knife"
            case .travel: return "airplane"
            case .office: return "paperclip"
            case .other: return "tag"
            }
        }
    }

    @Published var amount: Double = 0
    @Published var tipPercent = 15.0
    @Published var splitCount = 1
    @Published var category: Category = .food
    @Published var merchant = ""
    @Published var date: Date
    @Published var isReimbursable = true
    @Published var isSubmitting = false
    @Published var errorMessage: String?

    init(amount: Double = 0, merchant: String = "", date: Date) {
        self.amount = amount
        self.merchant = merchant
        self.date = date
    }

    var tip: Double { amount * tipPercent / 100 }
    var total: Double { amount + tip }
    var perPerson: Double { total / Double(max(splitCount, 1)) }
    var canSubmit: Bool { amount > 0 && !merchant.isEmpty && !isSubmitting }
}

struct ExpenseEntryScreen: View {
    @ObservedObject var model: ExpenseFormModel
    @FocusState private var amountIsFocused: Bool
    @Environment(\.locale) private var locale
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    private let currency = "USD"

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $model.amount, format: .currency(code: currency))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                        .font(.title2.monospacedDigit())
                    TextField("Merchant", text: $model.merchant)
                        .textInputAutocapitalization(.words)
                    DatePicker("Date", selection: $model.date, displayedComponents: .date)
                } header: {
                    Text("Receipt")
                }

                Section("Category") {
                    Picker("Category", selection: $model.category) {
                        ForEach(ExpenseFormModel.Category.allCases) { category in
                            Label(category.rawValue, systemImage: category.symbol)
                                .tag(category)
                        }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }

                Section {
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            Text("Tip")
                            Spacer()
                            Text("\(Int(model.tipPercent))%")
                                .foregroundStyle(.secondary)
                                .monospacedDigit()
                        }
                        Slider(value: $model.tipPercent, in: 0...30, step: 5)
                    }
                    Stepper("Split between \(model.splitCount) \(model.splitCount == 1 ? "person" : "people")", value: $model.splitCount, in: 1...12)
                    Toggle("Reimbursable", isOn: $model.isReimbursable)
                }

                Section("Summary") {
                    LabeledContent("Tip", value: model.tip, format: .currency(code: currency))
                    LabeledContent("Total", value: model.total, format: .currency(code: currency))
                    if model.splitCount > 1 {
                        LabeledContent("Each", value: model.perPerson, format: .currency(code: currency))
                    }
                }

                if let errorMessage = model.errorMessage {
                    Section {
                        Label(errorMessage, systemImage: "exclamationmark.circle")
                            .foregroundColor(.red)
                    }
                }
            }
            .navigationTitle("New Expense")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    if model.isSubmitting {
                        ProgressView()
                    } else {
                        Button("Submit") { model.isSubmitting = true }
                            .disabled(!model.canSubmit)
                    }
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { amountIsFocused = false }
                }
            }
            .scrollDismissesKeyboard(.immediately)
        }
    }
}

// An expense form on an @ObservedObject model: a currency TextField(value:format:) with a Bool
// @FocusState, an inline picker of Labels with labelsHidden, a Slider with its value beside it,
// a Stepper with a plural label, LabeledContent(value:format:) totals, an error row that
// appears, a toolbar button that turns into a spinner while submitting, and a keyboard toolbar.

@MainActor @Suite(.drawsEveryReadableText) struct ExpenseEntryScreenTests {
    private let date = Date(timeIntervalSince1970: 1_767_261_600)

    @Test func aSplitReceiptShowsTheTipTotalAndEachShare() {
        let model = ExpenseFormModel(amount: 42.5, merchant: "Blue Bottle", date: date)
        model.splitCount = 3
        #expect(ExpenseEntryScreen(model: model).render(width: 40) == """
                          New Expense         Submit
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Receipt
            ╭──────────────────────────────────────╮
            │ Amount                        $42.50 │
            ├──────────────────────────────────────┤
            │ Merchant                 Blue Bottle │
            ├──────────────────────────────────────┤
            │ Date                     Jan 1, 2026 │
            ╰──────────────────────────────────────╯

              Category
            ╭──────────────────────────────────────╮
            │ ψ Food                             ✓ │
            ├──────────────────────────────────────┤
            │ ✈ Travel                             │
            ├──────────────────────────────────────┤
            │ ⌇ Office                             │
            ├──────────────────────────────────────┤
            │ ⌗ Other                              │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ Tip                              15% │
            │ ━━━━━━━━━━━━━━━━●──────────────── 15 │
            ├──────────────────────────────────────┤
            │ Split between 3 people           − + │
            ├──────────────────────────────────────┤
            │ Reimbursable                    ( ●) │
            ╰──────────────────────────────────────╯

              Summary
            ╭──────────────────────────────────────╮
            │ Tip                            $6.38 │
            ├──────────────────────────────────────┤
            │ Total                         $48.88 │
            ├──────────────────────────────────────┤
            │ Each                          $16.29 │
            ╰──────────────────────────────────────╯
            """)
        #expect(ExpenseEntryScreen(model: model).accessibilityTranscript() == """
            Heading: New Expense
            Button: Submit
            Heading: Receipt
            Text field: Amount, $42.50
            Text field: Merchant, Blue Bottle
            Button: Date, Jan 1, 2026
            Heading: Category
            Button, Selected: Food
            Button: Travel
            Button: Office
            Button: Other
            Text: Tip
            Text: 15%
            Adjustable: no label, 50%
              Actions: Increment, Decrement
            Adjustable: Split between 3 people, 3
              Actions: Increment, Decrement
            Toggle: Reimbursable, on
            Heading: Summary
            Text: Tip, $6.38
            Text: Total, $48.88
            Text: Each, $16.29
            """)
    }

    @Test func anErrorAppearsAndSubmittingShowsASpinner() {
        let model = ExpenseFormModel(date: date)
        model.errorMessage = "Receipt upload failed"
        model.isSubmitting = true
        #expect(ExpenseEntryScreen(model: model).render(width: 24) == """
                  New Expense      ⟳
            ━━━━━━━━━━━━━━━━━━━━━━━━
              Receipt
            ╭──────────────────────╮
            │ Amount         $0.00 │
            ├──────────────────────┤
            │ Merchant             │
            ├──────────────────────┤
            │ Date     Jan 1, 2026 │
            ╰──────────────────────╯

              Category
            ╭──────────────────────╮
            │ ψ Food             ✓ │
            ├──────────────────────┤
            │ ✈ Travel             │
            ├──────────────────────┤
            │ ⌇ Office             │
            ├──────────────────────┤
            │ ⌗ Other              │
            ╰──────────────────────╯

            ╭──────────────────────╮
            │ Tip              15% │
            │ ━━━━━━━━●──────── 15 │
            ├──────────────────────┤
            │ Split between 1  − + │
            │ person               │
            ├──────────────────────┤
            │ Reimbursable    ( ●) │
            ╰──────────────────────╯

              Summary
            ╭──────────────────────╮
            │ Tip            $0.00 │
            ├──────────────────────┤
            │ Total          $0.00 │
            ╰──────────────────────╯

            ╭──────────────────────╮
            │ ! Receipt upload     │
            │   failed             │
            ╰──────────────────────╯
            """)
    }

    @Test func editingTheModelChangesTheSummary() {
        let model = ExpenseFormModel(amount: 100, merchant: "Cafe", date: date)
        model.tipPercent = 20
        let text = ExpenseEntryScreen(model: model).render(width: 40)
        #expect(text.contains("│ Tip                              20% │"))
        #expect(text.contains("│ Total                        $120.00 │"))
        #expect(!text.contains("Each"))
        #expect(text.contains("│ Split between 1 person           − + │"))
    }

    @Test func neverWiderThanTheWidth() {
        let model = ExpenseFormModel(amount: 42.5, merchant: "Blue Bottle", date: date)
        model.errorMessage = "Receipt upload failed"
        for width in [0, 3, 9, 16, 24, 40, 67] {
            RenderChecks.checkOutputRules(ExpenseEntryScreen(model: model).render(width: width), width: width, "expense at \(width)")
        }
    }
}
