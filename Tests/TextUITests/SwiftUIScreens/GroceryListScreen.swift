// An older screen as many teams still have them: NavigationView with a large navigationBarTitle,
// navigationBarItems with a popover on an anchor and an EditButton, a grouped list whose section
// takes header: and footer: views, ForEach over a binding with edit actions, toggles and steppers
// in rows, a NavigationLink(destination:isActive:), the iOS 13 Alert for an item, onChange(of:perform:).
import Testing
import TextUI

private struct GroceryItem: Identifiable, Hashable {
    let id: Int
    var name: String
    var quantity: Int
    var isBought: Bool
}

private struct StoreInfo: Identifiable {
    let id: Int
    let name: String
    let closes: String
}

// An older screen, as many teams still have them: NavigationView, isActive links,
// navigationBarItems, the iOS 13 Alert, and iOS 16 edit actions on a bound list.
private struct GroceryListScreen: View {
    @State private var items: [GroceryItem]
    @State private var showsCheckout: Bool
    @State private var showsTips = false
    @State private var closingStore: StoreInfo?
    @State private var filter = ""

    init(items: [GroceryItem], showsCheckout: Bool = false, closingStore: StoreInfo? = nil) {
        _items = State(initialValue: items)
        _showsCheckout = State(initialValue: showsCheckout)
        _closingStore = State(initialValue: closingStore)
    }

    private var remaining: Int { items.filter { !$0.isBought }.count }

    var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                List {
                    Section(header: Text("To buy (\(remaining))"), footer: Text("Swipe a row to delete it.")) {
                        ForEach($items, editActions: .all) { $item in
                            HStack {
                                Toggle(isOn: $item.isBought) {
                                    Text(item.name)
                                        .strikethrough(item.isBought)
                                }
                                .toggleStyle(.switch)
                                Stepper("\(item.quantity)", value: $item.quantity, in: 1...20)
                                    .labelsHidden()
                                    .fixedSize()
                            }
                        }
                    }
                }
                .listStyle(GroupedListStyle())

                NavigationLink(destination: CheckoutSummary(items: items.filter(\.isBought)), isActive: $showsCheckout) {
                    Text("Check Out \(items.count - remaining) Items")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .disabled(remaining == items.count)
                .padding()
            }
            .navigationBarTitle("Groceries", displayMode: .large)
            .navigationBarItems(
                leading: Button("Tips") { showsTips = true }
                    .popover(isPresented: $showsTips, attachmentAnchor: .point(.bottom), arrowEdge: .top) {
                        Text("Long-press a row to see where it is in the store.")
                            .padding()
                    },
                trailing: EditButton()
            )
            .alert(item: $closingStore) { store in
                Alert(
                    title: Text("\(store.name) closes at \(store.closes)"),
                    message: Text("You have \(remaining) items left to buy."),
                    dismissButton: .default(Text("OK"))
                )
            }
            .onChange(of: remaining) { newValue in
                if newValue == 0 { showsCheckout = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}

private struct CheckoutSummary: View {
    let items: [GroceryItem]

    var body: some View {
        List(items) { item in
            HStack {
                Text(item.name)
                Spacer()
                Text("×\(item.quantity)")
            }
        }
        .navigationTitle("Checkout")
        .navigationBarTitleDisplayMode(.inline)
    }
}

@MainActor
@Suite(.drawsEveryReadableText) struct GroceryListScreenTests {
    private let groceries = [
        GroceryItem(id: 1, name: "Oat milk", quantity: 2, isBought: true),
        GroceryItem(id: 2, name: "Sourdough", quantity: 1, isBought: false),
    ]

    @Test func theListShowsItsBoundRowsTheLegacyBarItemsAndTheCheckoutLink() {
        #expect(GroceryListScreen(items: groceries).render(width: 40) == """
            Tips                                Edit
            Groceries
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              To buy (1)
            ╭──────────────────────────────────────╮
            │ Oat milk                  ( ●) − 2 + │
            ├──────────────────────────────────────┤
            │ Sourdough                 (○ ) − 1 + │
            ╰──────────────────────────────────────╯
              Swipe a row to delete it.

              [[       Check Out 1 Items        ]]

            """)
        #expect(GroceryListScreen(items: groceries).accessibilityTranscript() == """
            Button: Tips
            Heading: Groceries
            Button: Edit
            Heading: To buy (1)
            Toggle: Oat milk, on
              Actions: Delete
            Adjustable: 2, 2
              Actions: Increment, Decrement
            Toggle: Sourdough, off
              Actions: Delete
            Adjustable: 1, 1
              Actions: Increment, Decrement
            Text: Swipe a row to delete it.
            Button: Check Out 1 Items
            """)
    }

    @Test func anActiveLinkPushesItsDestination() {
        #expect(GroceryListScreen(items: groceries, showsCheckout: true).render(width: 40) == """
            ‹ Groceries     Checkout
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Oat milk                          ×2 │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func theIOS13AlertForAnItemShowsOverTheList() {
        let store = StoreInfo(id: 1, name: "Corner Market", closes: "21:00")
        #expect(GroceryListScreen(items: groceries, closingStore: store).render(width: 40) == """
            Tips                                Edit
            Groceries
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              To buy (1)
            ╭──────────────────────────────────────╮
            │ ╭──────────────────────────────────╮ │
            ├─│  Corner Market closes at 21:00   │─┤
            │ │  You have 1 items left to buy.   │ │
            ╰─├──────────────────────────────────┤─╯
              │                OK                │
              ╰──────────────────────────────────╯
              [[       Check Out 1 Items        ]]

            """)
        #expect(GroceryListScreen(items: groceries, closingStore: store).accessibilityTranscript() == """
            Button: Tips
            Heading: Groceries
            Button: Edit
            Heading, Modal: Corner Market closes at 21:00
            Text: You have 1 items left to buy.
            Button: OK
            """)
    }

    @Test func noLineIsWiderThanTheWidth() async {
        let store = StoreInfo(id: 1, name: "Corner Market", closes: "21:00")
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            RenderChecks.checkOutputRules(GroceryListScreen(items: groceries).render(width: width), width: width, "list at \(width)")
            RenderChecks.checkOutputRules(GroceryListScreen(items: groceries, showsCheckout: true).render(width: width), width: width, "checkout at \(width)")
            RenderChecks.checkOutputRules(GroceryListScreen(items: groceries, closingStore: store).render(width: width), width: width, "alert at \(width)")
        }
    }
}
