import Testing
import TextUI

// A month's budget in a Form: a Grid whose rows come from a ForEach, a header row and a
// divider, the amounts in a trailing column, in a section of the form and in a List.

private struct BudgetLine: Identifiable {
    let id: Int
    let name: String
    let spent: Int
    let limit: Int
}

private struct BudgetGridScreen: View {
    let lines: [BudgetLine]
    var inList = false

    var body: some View {
        NavigationStack {
            Group {
                if inList {
                    List { table }
                } else {
                    Form {
                        Section("March") { table }
                    }
                }
            }
            .navigationTitle("Budget")
        }
    }

    private var table: some View {
        Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow {
                Text("Item").bold()
                Text("Spent").gridColumnAlignment(.trailing)
                Text("Limit").gridColumnAlignment(.trailing)
            }
            Divider()
            ForEach(lines) { line in
                GridRow {
                    Text(line.name)
                    Text("¥\(line.spent)")
                    Text("¥\(line.limit)")
                }
            }
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct BudgetGridScreenTests {
    private let lines = [
        BudgetLine(id: 1, name: "Rent", spent: 85000, limit: 85000),
        BudgetLine(id: 2, name: "Electricity", spent: 9800, limit: 12000),
        BudgetLine(id: 3, name: "Tea", spent: 600, limit: 2000),
    ]

    @Test func theRowsOfAForEachLineUpUnderTheHeaderInAForm() {
        #expect(BudgetGridScreen(lines: lines).render(width: 40) == """
                             Budget
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              March
            ╭──────────────────────────────────────╮
            │ Item          Spent   Limit          │
            │ ───────────────────────────          │
            │ Rent         ¥85000  ¥85000          │
            │ Electricity   ¥9800  ¥12000          │
            │ Tea            ¥600   ¥2000          │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func andInAList() {
        #expect(BudgetGridScreen(lines: lines, inList: true).render(width: 40).contains("""
            │ Item          Spent   Limit          │
            │ ───────────────────────────          │
            │ Rent         ¥85000  ¥85000          │
            │ Electricity   ¥9800  ¥12000          │
            │ Tea            ¥600   ¥2000          │
            """))
    }
}
