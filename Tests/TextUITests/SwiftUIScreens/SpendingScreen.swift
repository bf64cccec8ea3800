import Foundation
import Testing
import TextUI

struct BudgetCategory: Identifiable {
    let id: String
    let name: String
    let symbol: String
    let spent: Decimal
    let limit: Decimal

    var progress: Double {
        limit == 0 ? 0 : NSDecimalNumber(decimal: spent / limit).doubleValue
    }
}

struct Transaction: Identifiable {
    let id: Int
    let merchant: String
    let amount: Decimal
    let date: Date
    let logoURL: URL?
    var isPending = false
}

enum SpendingPeriod: String, CaseIterable, Identifiable {
    case week = "Week", month = "Month", year = "Year"
    var id: Self { self }
}

@MainActor
@Observable
final class SpendingModel {
    enum Phase {
        case loading
        case loaded(balance: Decimal, categories: [BudgetCategory], transactions: [Transaction])
        case failed(String)
    }

    var phase: Phase
    var period: SpendingPeriod = .month
    var isCardFrozen = false

    init(phase: Phase = .loading) {
        self.phase = phase
    }

    func load() async {
        // Fetched from the bank's API in the app.
    }
}

struct SpendingScreen: View {
    @Bindable var model: SpendingModel
    @State private var isConfirmingFreeze = false
    @State private var showsFrozenAlert = false

    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Spending")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Menu {
                            Picker("Period", selection: $model.period) {
                                ForEach(SpendingPeriod.allCases) { period in
                                    Text(period.rawValue).tag(period)
                                }
                            }
                            Divider()
                            Button(model.isCardFrozen ? "Unfreeze Card" : "Freeze Card", systemImage: "snowflake") {
                                isConfirmingFreeze = true
                            }
                        } label: {
                            Label("Options", systemImage: "ellipsis.circle")
                        }
                    }
                }
                .confirmationDialog("Freeze your card?", isPresented: $isConfirmingFreeze, titleVisibility: .visible) {
                    Button("Freeze Card", role: .destructive) {
                        model.isCardFrozen = true
                        showsFrozenAlert = true
                    }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("Card payments will be declined until you unfreeze it.")
                }
                .alert("Card frozen", isPresented: $showsFrozenAlert) {
                    Button("OK", role: .cancel) {}
                } message: {
                    Text("You can unfreeze it any time from this menu.")
                }
                .task {
                    await model.load()
                }
                .onChange(of: model.period) {
                    Task { await model.load() }
                }
        }
    }

    @ViewBuilder
    private var content: some View {
        switch model.phase {
        case .loading:
            ProgressView("Loading transactions…")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        case .failed(let message):
            ContentUnavailableView {
                Label("Couldn't Load Spending", systemImage: "wifi.exclamationmark")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    Task { await model.load() }
                }
                .buttonStyle(.borderedProminent)
            }
        case let .loaded(balance, categories, transactions):
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Available balance")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(balance, format: .currency(code: "EUR"))
                            .font(.largeTitle.weight(.bold))
                            .contentTransition(.numericText())
                        if model.isCardFrozen {
                            Label("Card frozen", systemImage: "snowflake")
                                .font(.footnote)
                                .foregroundStyle(.blue)
                        }
                    }
                    .padding()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))

                    Text("Budgets")
                        .font(.title3.bold())
                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach(categories) { category in
                            VStack(alignment: .leading, spacing: 8) {
                                Label(category.name, systemImage: category.symbol)
                                    .font(.subheadline.weight(.semibold))
                                ProgressView(value: min(category.progress, 1))
                                    .tint(category.progress > 1 ? .red : .accentColor)
                                Text("\(category.spent.formatted(.currency(code: "EUR"))) of \(category.limit.formatted(.currency(code: "EUR")))")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            .padding(12)
                            .background(Color(.secondarySystemBackground))
                            .clipShape(RoundedRectangle(cornerRadius: 12))
                        }
                    }

                    Text("Recent")
                        .font(.title3.bold())
                    LazyVStack(spacing: 12) {
                        ForEach(transactions) { transaction in
                            TransactionRow(transaction: transaction)
                            Divider()
                        }
                    }

                    Link("Questions? Contact support", destination: URL(string: "https://example.com/support")!)
                        .font(.footnote)
                }
                .padding()
            }
            .refreshable {
                await model.load()
            }
        }
    }
}

struct TransactionRow: View {
    let transaction: Transaction

    var body: some View {
        HStack(spacing: 12) {
            AsyncImage(url: transaction.logoURL) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Image(systemName: "building.2")
                    .foregroundStyle(.secondary)
            }
            .frame(width: 32, height: 32)
            .clipShape(Circle())

            VStack(alignment: .leading) {
                Text(transaction.merchant)
                Text(transaction.date, format: .dateTime.day().month(.abbreviated))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing) {
                Text(transaction.amount, format: .currency(code: "EUR"))
                    .foregroundStyle(transaction.amount > 0 ? Color.green : Color.primary)
                if transaction.isPending {
                    Text("Pending")
                        .font(.caption2)
                        .padding(.horizontal, 6)
                        .background(Capsule().stroke(.secondary))
                }
            }
        }
    }
}

// A spending overview on a @MainActor @Observable model with @Bindable: a phase switch in a
// @ViewBuilder property (ProgressView, ContentUnavailableView with actions, a ScrollView),
// Text(_:format: .currency), a material background in a RoundedRectangle, a two-column
// LazyVGrid of budgets with ProgressView(value:) tinted by a ternary, LazyVStack rows with
// AsyncImage and a stroked Capsule, Link, a toolbar Menu holding a Picker and Button(_:systemImage:),
// confirmationDialog and alert with messages, task, onChange(of:) with no parameters, refreshable.
// The app's own `Transaction` type shadows SwiftUI's, as it would in the app.

@MainActor @Suite(.drawsEveryReadableText) struct SpendingScreenTests {
    private let base = Date(timeIntervalSince1970: 1_767_000_000)
    private var loaded: SpendingModel {
        let categories = [
            BudgetCategory(id: "food", name: "Groceries", symbol: "cart", spent: 312.40, limit: 400),
            BudgetCategory(id: "fun", name: "Dining", symbol: "fork.knife", spent: 180, limit: 150),
        ]
        let transactions = [
            Transaction(id: 1, merchant: "Bäckerei Müller", amount: -4.80, date: base, logoURL: nil, isPending: true),
            Transaction(id: 2, merchant: "Salary", amount: 2450, date: base - 86_400, logoURL: URL(string: "https://example.com/logo.png")),
        ]
        let model = SpendingModel(phase: .loaded(balance: 1234.56, categories: categories, transactions: transactions))
        model.isCardFrozen = true
        return model
    }

    @Test func loadingShowsASpinnerWithItsLabel() {
        #expect(SpendingScreen(model: SpendingModel()).render(width: 40) == """
                            Spending             ⋯ ⌄
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                    ⟳ Loading transactions…
            """)
    }

    @Test func aFailureShowsWhyAndARetryButton() {
        let model = SpendingModel(phase: .failed("The connection was lost."))
        #expect(SpendingScreen(model: model).render(width: 40) == """
                            Spending             ⋯ ⌄
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                               ⚠
                     Couldn't Load Spending
                    The connection was lost.

                        [[ Try Again ]]
            """)
    }

    @Test func theOverviewShowsTheBalanceBudgetsAndRecentPayments() async {
        #expect(await SpendingScreen(model: loaded).appear(width: 40).text == """
                            Spending             ⋯ ⌄
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━


                Available balance
                €1,234.56
                ❄ Card frozen


              Budgets


                ⊻ Groceries        ψ Dining
                ███████░░ 78%      ████████ 100%
                €312.40 of         €180.00 of
                €400.00            €150.00


              Recent

                                            -€4.80
               ⌸    Bäckerei Müller    ╭─────────╮
                    Dec 29             │ Pending │
                                       ╰─────────╯

              ────────────────────────────────────

               ⌸    Salary               €2,450.00
                    Dec 28

              ────────────────────────────────────

              Questions? Contact support ↗

            """)
    }

    @Test func aScreenReaderHearsTheAmountsAndProgress() {
        #expect(SpendingScreen(model: loaded).accessibilityTranscript() == """
            Heading: Spending
            Pop up button: Options
            Pop up button: Period, Month
            Button: Unfreeze Card
            Text: Available balance
            Text: €1,234.56
            Text: Card frozen
            Text: Budgets
            Text: Groceries
            Progress: no label, 78 percent
            Text: €312.40 of €400.00
            Text: Dining
            Progress: no label, 100 percent
            Text: €180.00 of €150.00
            Text: Recent
            Image: Buildings
            Text: Bäckerei Müller
            Text: Dec 29
            Text: -€4.80
            Text: Pending
            Image: Buildings
            Text: Salary
            Text: Dec 28
            Text: €2,450.00
            Link: Questions? Contact support
            """)
    }

    @Test func noLineIsWiderThanTheWidth() async {
        let models = [loaded, SpendingModel(), SpendingModel(phase: .failed("The connection was lost."))]
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            for model in models {
                RenderChecks.checkOutputRules(SpendingScreen(model: model).render(width: width), width: width, "\(model.phase) at \(width)")
            }
        }
    }
}
