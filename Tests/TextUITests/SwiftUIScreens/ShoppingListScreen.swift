import Foundation
import Testing
import TextUI

struct ShoppingItem: Identifiable, Equatable {
    let id: Int
    var name: String
    var quantity: Int
    var isDone: Bool
}

@MainActor
final class ShoppingListStore: ObservableObject {
    @Published var items: [ShoppingItem] {
        didSet { lastEdited = "just now" }
    }
    @Published var newItemName = ""
    @AppStorage("shopping.hideDone") var hideDone = false
    private(set) var lastEdited = "never"

    init(items: [ShoppingItem] = []) {
        self.items = items
    }

    var visibleItems: [ShoppingItem] {
        hideDone ? items.filter { !$0.isDone } : items
    }

    var remainingCount: Int {
        items.filter { !$0.isDone }.count
    }

    func add() {
        let name = newItemName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        items.append(ShoppingItem(id: (items.map(\.id).max() ?? 0) + 1, name: name, quantity: 1, isDone: false))
        newItemName = ""
    }
}

struct ShoppingListScreen: View {
    @StateObject private var store = ShoppingListStore(items: [
        ShoppingItem(id: 1, name: "Oat milk", quantity: 2, isDone: false),
        ShoppingItem(id: 2, name: "Sourdough", quantity: 1, isDone: true),
        ShoppingItem(id: 3, name: "Clementines", quantity: 6, isDone: false),
    ])
    @FocusState private var isAddFieldFocused: Bool

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($store.items) { $item in
                        if !(store.hideDone && item.isDone) {
                            ShoppingRow(item: $item)
                        }
                    }
                } header: {
                    Text("\(store.remainingCount) left")
                } footer: {
                    Text("Edited \(store.lastEdited)")
                        .textSelection(.enabled)
                }

                Section {
                    HStack {
                        TextField("Add an item", text: $store.newItemName)
                            .focused($isAddFieldFocused)
                            .submitLabel(.done)
                            .onSubmit(store.add)
                        Button(action: store.add) {
                            Image(systemName: "plus.circle.fill")
                        }
                        .disabled(store.newItemName.isEmpty)
                        .accessibilityLabel("Add")
                    }
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                Toggle(isOn: $store.hideDone) {
                    Text("Hide done")
                }
                .toggleStyle(.button)
            }
            .defaultFocus($isAddFieldFocused, true)
        }
    }
}

private struct ShoppingRow: View {
    @Binding var item: ShoppingItem

    var body: some View {
        HStack {
            Button {
                item.isDone.toggle()
            } label: {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            TextField("Item", text: $item.name)
                .strikethrough(item.isDone)
                .foregroundStyle(item.isDone ? .secondary : .primary)
            Stepper("\(item.quantity)", value: $item.quantity, in: 1...99)
                .fixedSize()
        }
    }
}

// A shopping list on a @MainActor ObservableObject owned by an inline @StateObject: a
// @Published array with didSet, an @AppStorage switch inside the model, ForEach over
// `$store.items` handing each row a @Binding, a private row with a plain checkmark button, a
// TextField and a fixed-size Stepper, an add field with onSubmit(store.add), a button-style
// Toggle in the toolbar, textSelection and defaultFocus.

@MainActor @Suite(.drawsEveryReadableText) struct ShoppingListScreenTests {
    @Test func eachItemIsARowWithItsQuantity() {
        #expect(ShoppingListScreen().render(width: 40) == """
                           Groceries   [ Hide done ]
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              2 left
            ╭──────────────────────────────────────╮
            │ ○ Oat milk 2                     − + │
            ├──────────────────────────────────────┤
            │ ◉ Sourdough 1                    − + │
            ├──────────────────────────────────────┤
            │ ○ Clementines 6                  − + │
            ╰──────────────────────────────────────╯
              Edited never

            ╭──────────────────────────────────────╮
            │ Add an item (⊕)                      │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aScreenReaderHearsEachRowsControls() {
        #expect(ShoppingListScreen().accessibilityTranscript() == """
            Heading: Groceries
            Toggle: Hide done, off
            Heading: 2 left
            Button: Circle
            Text field: Item, Oat milk
            Adjustable: 2, 2
              Actions: Increment, Decrement
            Button: Done
            Text field: Item, Sourdough
            Adjustable: 1, 1
              Actions: Increment, Decrement
            Button: Circle
            Text field: Item, Clementines
            Adjustable: 6, 6
              Actions: Increment, Decrement
            Text: Edited never
            Text field: Add an item
            Button, Dimmed: Add
            """)
    }

    @Test func hidingDoneItemsInTheModelsAppStorageDropsTheirRows() {
        // Written and put back within one test on the main actor: no other test sees it.
        let hideDone = AppStorage(wrappedValue: false, "shopping.hideDone")
        hideDone.wrappedValue = true
        let text = ShoppingListScreen().render(width: 24)
        hideDone.wrappedValue = false
        #expect(text == """
               Groceries [ ✓ Hide… ]
            ━━━━━━━━━━━━━━━━━━━━━━━━
              2 left
            ╭──────────────────────╮
            │ ○ Oat milk 2     − + │
            ├──────────────────────┤
            │ ○ Clementines 6  − + │
            ╰──────────────────────╯
              Edited never

            ╭──────────────────────╮
            │ Add an item (⊕)      │
            ╰──────────────────────╯
            """)
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 3, 9, 16, 24, 40, 67] {
            RenderChecks.checkOutputRules(ShoppingListScreen().render(width: width), width: width, "shopping list at \(width)")
        }
    }
}
