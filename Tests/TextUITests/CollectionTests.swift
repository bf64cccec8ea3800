import Testing
import TextUI

/// Lists, sections and `ForEach` in SwiftUI's forms, with the actions a row offers.
@MainActor
@Suite struct CollectionTests {
    struct Fruit: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Plum")]

    private func row(_ fruit: Fruit) -> some View {
        Text(fruit.name)
    }

    @Test func everyDataFormOfListDrawsTheSameRows() {
        let expected = List { Text("Apple"); Text("Plum") }.render(width: 12)
        #expect(List(fruits) { Text($0.name) }.render(width: 12) == expected)
        #expect(List(fruits, id: \.name) { Text($0.name) }.render(width: 12) == expected)
        #expect(List(fruits, rowContent: row).render(width: 12) == expected)
        #expect(List { ForEach(fruits, content: row) }.render(width: 12) == expected)
        #expect(List(0..<2) { Text(["Apple", "Plum"][$0]) }.render(width: 12) == expected)
    }

    @Test func selectedRowsAreMarkedAndReadAsSelected() {
        let single = List(fruits, selection: .constant(Optional(2))) { Text($0.name) }
        #expect(single.render(width: 12) == """
            ╭──────────╮
            │ Apple    │
            ├──────────┤
            │ Plum   ✓ │
            ╰──────────╯
            """)
        #expect(single.accessibilityTranscript() == "Text: Apple\nText, Selected: Plum")
        let several = List(fruits, selection: .constant(Set([1, 2]))) { Text($0.name) }
        #expect(several.render(width: 12).components(separatedBy: "✓").count == 3)
        let none = List(fruits, selection: .constant(Optional<Int>.none)) { Text($0.name) }
        #expect(!none.render(width: 12).contains("✓"))
    }

    @Test func sectionHeadersAreViewsReadAsHeadingsAndFootersAreRead() {
        let view = List {
            Section {
                Text("Wi-Fi")
            } header: {
                Label("Network", systemImage: "house")
            } footer: {
                Text("Saved networks join automatically.")
            }
        }
        #expect(view.render(width: 40).hasPrefix("  ⌂ Network\n╭"))
        #expect(view.accessibilityTranscript() == """
            Heading: Network
            Text: Wi-Fi
            Text: Saved networks join automatically.
            """)
    }

    @Test func theOldHeaderFooterFormAndAFooterAloneDraw() {
        let old = List { Section(header: Text("Top"), footer: Text("Bottom")) { Text("Row") } }
        #expect(old.render(width: 10) == "  Top\n╭────────╮\n│ Row    │\n╰────────╯\n  Bottom")
        let footerOnly = List { Section { Text("Row") } footer: { Text("Note") } }
        #expect(footerOnly.render(width: 10) == "╭────────╮\n│ Row    │\n╰────────╯\n  Note")
    }

    @Test func aCollapsedSectionShowsItsMarkedHeaderAlone() {
        let collapsed = List { Section("Archive", isExpanded: .constant(false)) { Text("Old") } }
        #expect(collapsed.render(width: 12) == "  ▸ Archive")
        let expanded = List { Section("Archive", isExpanded: .constant(true)) { Text("Old") } }
        #expect(expanded.render(width: 12).contains("Old"))
    }

    @Test func swipeAndContextActionsAreOfferedOnTheRowsFirstElementAndDrawNothing() {
        let view = List {
            HStack { Text("Ben"); Text("Invoice") }
                .swipeActions(edge: .leading) { Button("Read") {} }
                .swipeActions { Button(role: .destructive) {} label: { Label("Delete", systemImage: "xmark") } }
                .contextMenu { Button("Reply") {}; Button("Reply") {} }
        }
        #expect(view.render(width: 20) == List { HStack { Text("Ben"); Text("Invoice") } }.render(width: 20))
        #expect(view.accessibilityTranscript() == """
            Text: Ben
              Actions: Read, Delete, Reply
            Text: Invoice
            """)
    }

    @Test func onDeleteOffersDeleteOnEveryRowButOnesThatDisableIt() {
        let view = List {
            ForEach(fruits) { fruit in
                Text(fruit.name).deleteDisabled(fruit.id == 2)
            }
            .onDelete { _ in }
            .onMove { _, _ in }
        }
        #expect(view.accessibilityTranscript() == "Text: Apple\n  Actions: Delete\nText: Plum")
        let noAction = List { ForEach(fruits) { Text($0.name) }.onDelete(perform: nil) }
        #expect(noAction.accessibilityTranscript() == "Text: Apple\nText: Plum")
    }

    @Test func deletingAndMovingByOffsetsAsOnDeleteAndOnMoveDo() {
        var letters = ["a", "b", "c", "d"]
        letters.remove(atOffsets: IndexSet([0, 2, 9]))
        #expect(letters == ["b", "d"])
        var numbers = [1, 2, 3, 4, 5]
        numbers.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        #expect(numbers == [3, 4, 1, 2, 5])
        numbers.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(numbers == [5, 3, 4, 1, 2])
        numbers.move(fromOffsets: IndexSet([7]), toOffset: 0)
        #expect(numbers == [5, 3, 4, 1, 2])
    }
}
