import Testing
import TextUI

/// `listRowSeparator(_:edges:)`: a row that hides its bottom separator has no rule under it,
/// in a grouped list, a plain list and a form, however the row is wrapped.
@MainActor @Suite struct ListRowSeparatorTests {
    @Test func hiddenSeparatorsOnAForEachLeaveTheRowsWithoutRules() {
        let list = List {
            ForEach(["Tea", "Toast", "Jam"], id: \.self) { Text($0) }
                .listRowSeparator(.hidden)
        }
        #expect(list.render(width: 11) == """
            ╭─────────╮
            │ Tea     │
            │ Toast   │
            │ Jam     │
            ╰─────────╯
            """)
        #expect(list.listStyle(.plain).render(width: 9) == "Tea\nToast\nJam")
    }

    @Test func onlyTheRuleUnderTheRowThatHidItsBottomEdgeGoes() {
        let form = Form {
            Text("Name")
            Text("Email").listRowSeparator(.hidden, edges: .bottom)
            Text("Phone")
            Text("Notes").listRowSeparator(.hidden, edges: .top)
        }
        #expect(form.render(width: 11) == """
            ╭─────────╮
            │ Name    │
            ├─────────┤
            │ Email   │
            │ Phone   │
            ├─────────┤
            │ Notes   │
            ╰─────────╯
            """)
    }

    @Test func theModifierWrittenLastDecidesAnEdge() {
        let list = List {
            Text("One").listRowSeparator(.hidden).listRowSeparator(.visible)
            Text("Two").listRowSeparator(.visible).listRowSeparator(.hidden)
            Text("Three")
        }
        #expect(list.render(width: 11) == """
            ╭─────────╮
            │ One     │
            ├─────────┤
            │ Two     │
            │ Three   │
            ╰─────────╯
            """)
    }

    @Test func aRowWrappedInPaddingActionsAndABackgroundKeepsItsSetting() {
        let list = List {
            Text("Mail")
                .listRowSeparator(.hidden)
                .swipeActions { Button("Archive") {} }
                .padding(.vertical, 0)
                .background(Color.yellow)
            Text("Notes")
        }
        #expect(list.render(width: 11) == """
            ╭─────────╮
            │ Mail    │
            │ Notes   │
            ╰─────────╯
            """)
    }

    @Test func aSelectionsMarksKeepTheHiddenSeparators() {
        let list = List(selection: .constant(Set(["Jam"]))) {
            ForEach(["Tea", "Jam"], id: \.self) { Text($0).tag($0).listRowSeparator(.hidden) }
        }
        #expect(list.render(width: 11) == """
            ╭─────────╮
            │ Tea     │
            │ Jam   ✓ │
            ╰─────────╯
            """)
    }
}
