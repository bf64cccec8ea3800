// Orders on a typed NavigationStack path as an iOS team writes them: value links, one
// navigationDestination(for:) switching over a route enum, a detail with sections, a toolbar and a
// hidden back button deeper in, an alert(isPresented:error:) with a LocalizedError and a
// confirmation dialog presenting the order, both on the root and shown over the pushed screen.
import Testing
import TextUI

private struct Order: Identifiable, Hashable {
    enum Status: String { case processing = "Processing", shipped = "Shipped", delivered = "Delivered", cancelled = "Cancelled" }
    let id: String
    let placed: String
    var status: Status
    let items: [OrderItem]
    let shippingAddress: String
    var total: Decimal { items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }
}

private struct OrderItem: Identifiable, Hashable {
    let id: Int
    let name: String
    let quantity: Int
    let price: Decimal
}

private enum OrderRoute: Hashable {
    case order(Order.ID)
    case item(OrderItem)
    case tracking(Order.ID)
}

private enum OrderError: LocalizedError {
    case cannotCancel(status: Order.Status)
    case network

    var errorDescription: String? {
        switch self {
        case .cannotCancel: "This order can’t be cancelled"
        case .network: "No connection"
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .cannotCancel(let status): "It is already \(status.rawValue.lowercased())."
        case .network: "Check your connection and try again."
        }
    }
}

private struct OrdersScreen: View {
    let orders: [Order]
    @State private var path: [OrderRoute]
    @State private var error: OrderError?
    @State private var orderToCancel: Order?
    var cancel: (Order) throws -> Void = { _ in }

    init(orders: [Order], path: [OrderRoute] = [], error: OrderError? = nil, orderToCancel: Order? = nil,
         cancel: @escaping (Order) throws -> Void = { _ in }) {
        self.orders = orders
        self.cancel = cancel
        _path = State(initialValue: path)
        _error = State(initialValue: error)
        _orderToCancel = State(initialValue: orderToCancel)
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(orders) { order in
                NavigationLink(value: OrderRoute.order(order.id)) {
                    VStack(alignment: .leading) {
                        Text("Order \(order.id)")
                            .font(.headline)
                        Text("\(order.placed) · \(order.status.rawValue)")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Orders")
            .navigationDestination(for: OrderRoute.self) { route in
                switch route {
                case .order(let id):
                    if let order = orders.first(where: { $0.id == id }) {
                        OrderDetailView(order: order, path: $path) { orderToCancel = $0 }
                    }
                case .item(let item):
                    Text(item.name)
                        .navigationTitle(item.name)
                case .tracking(let id):
                    TrackingView(orderID: id)
                }
            }
            .alert(isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil } }), error: error) { _ in
                Button("OK", role: .cancel) {}
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
            .confirmationDialog(
                "Cancel this order?",
                isPresented: Binding(get: { orderToCancel != nil }, set: { if !$0 { orderToCancel = nil } }),
                titleVisibility: .visible,
                presenting: orderToCancel
            ) { order in
                Button("Cancel Order \(order.id)", role: .destructive) {
                    do {
                        try cancel(order)
                        path.removeAll()
                    } catch let failure as OrderError {
                        error = failure
                    } catch {}
                }
                Button("Keep Order", role: .cancel) {}
            } message: { order in
                Text("You will be refunded \(order.total, format: .currency(code: "EUR")).")
            }
        }
    }
}

private struct OrderDetailView: View {
    let order: Order
    @Binding var path: [OrderRoute]
    var requestCancel: (Order) -> Void

    var body: some View {
        List {
            Section {
                LabeledContent("Status", value: order.status.rawValue)
                LabeledContent("Placed", value: order.placed)
                if order.status == .shipped {
                    Button("Track Package") {
                        path.append(.tracking(order.id))
                    }
                }
            }
            Section("Items") {
                ForEach(order.items) { item in
                    NavigationLink(value: OrderRoute.item(item)) {
                        HStack {
                            Text("\(item.quantity)×")
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                            Text(item.name)
                            Spacer()
                            Text(item.price * Decimal(item.quantity), format: .currency(code: "EUR"))
                        }
                    }
                }
                LabeledContent("Total") {
                    Text(order.total, format: .currency(code: "EUR"))
                        .bold()
                }
            }
            .headerProminence(.increased)
            Section("Shipping to") {
                Text(order.shippingAddress)
            }
        }
        .navigationTitle("Order \(order.id)")
        .navigationBarTitleDisplayMode(.inline)
        .toolbarRole(.editor)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbar(.hidden, for: .tabBar)
        .toolbar {
            ToolbarItem(placement: .destructiveAction) {
                Button("Cancel Order", role: .destructive) {
                    requestCancel(order)
                }
                .disabled(order.status == .cancelled)
            }
        }
    }
}

private struct TrackingView: View {
    let orderID: Order.ID
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            ProgressView("Locating your package…")
            Text("Order \(orderID)")
                .font(.caption)
        }
        .navigationTitle("Tracking")
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Done") { dismiss() }
            }
        }
    }
}

@MainActor
@Suite(.drawsEveryReadableText) struct OrdersScreenTests {
    private let order = Order(
        id: "A1042", placed: "12 Mar", status: .shipped,
        items: [OrderItem(id: 1, name: "Linen shirt", quantity: 2, price: 39.5), OrderItem(id: 2, name: "Socks", quantity: 1, price: 9)],
        shippingAddress: "Hauptstraße 5, 10115 Berlin")

    @Test func theRootListsOrdersAsLinks() {
        #expect(OrdersScreen(orders: [order]).render(width: 40) == """
                             Orders
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Order A1042                        › │
            │ 12 Mar · Shipped                     │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func theTypedPathPushesTheOrderWithItsBackButtonAndToolbar() {
        #expect(OrdersScreen(orders: [order], path: [.order("A1042")]).render(width: 40) == """
            ‹ Orders      Order A1042   Cancel Order
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Status                       Shipped │
            ├──────────────────────────────────────┤
            │ Placed                        12 Mar │
            ├──────────────────────────────────────┤
            │ Track Package                        │
            ╰──────────────────────────────────────╯

              Items
            ╭──────────────────────────────────────╮
            │ 2× Linen shirt              €79.00 › │
            ├──────────────────────────────────────┤
            │ 1× Socks                     €9.00 › │
            ├──────────────────────────────────────┤
            │ Total                         €88.00 │
            ╰──────────────────────────────────────╯

              Shipping to
            ╭──────────────────────────────────────╮
            │ Hauptstraße 5, 10115 Berlin          │
            ╰──────────────────────────────────────╯
            """)
        let text = OrdersScreen(orders: [order], path: [.order("A1042")]).render(width: 24)
        for words in ["‹ Orders", "Cancel…", "Status", "Shipped", "€79.00 ›", "Total", "€88.00", "Shipping to"] {
            #expect(text.contains(words), "\(words)")
        }
    }

    @Test func aDeeperPathHidesTheBackButtonWhereTheScreenAsksTo() {
        #expect(OrdersScreen(orders: [order], path: [.order("A1042"), .tracking("A1042")]).render(width: 40) == """
            Done            Tracking
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                    ⟳ Locating your package…

                          Order A1042
            """)
    }

    @Test func theRootsErrorAlertShowsOverThePushedScreen() {
        let screen = OrdersScreen(orders: [order], path: [.order("A1042")], error: .cannotCancel(status: .shipped))
        #expect(screen.render(width: 40) == """
            ‹ Orders      Order A1042   Cancel Order
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Status                       Shipped │
            ├──────────────────────────────────────┤
            │ Placed                        12 Mar │
            ├──────────────────────────────────────┤
            │ Track Package                        │
            ╰──────────────────────────────────────╯
              ╭──────────────────────────────────╮
              │  This order can’t be cancelled   │
            ╭─│      It is already shipped.      │─╮
            │ ├──────────────────────────────────┤ │
            ├─│                OK                │─┤
            │ ╰──────────────────────────────────╯ │
            ├──────────────────────────────────────┤
            │ Total                         €88.00 │
            ╰──────────────────────────────────────╯

              Shipping to
            ╭──────────────────────────────────────╮
            │ Hauptstraße 5, 10115 Berlin          │
            ╰──────────────────────────────────────╯
            """)
        #expect(screen.accessibilityTranscript() == """
            Button: Orders, Back
            Heading: Order A1042
            Button: Cancel Order
            Heading, Modal: This order can’t be cancelled
            Text: It is already shipped.
            Button: OK
            """)
    }

    @Test func theCancelDialogPresentsTheOrderItWasGiven() {
        let screen = OrdersScreen(orders: [order], path: [.order("A1042")], orderToCancel: order)
        #expect(screen.render(width: 40) == """
            ‹ Orders      Order A1042   Cancel Order
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Status                       Shipped │
            ├──────────────────────────────────────┤
            │ Placed                        12 Mar │
            ├──────────────────────────────────────┤
            │ Track Package                        │
            ╰──────────────────────────────────────╯

              Items
            ╭──────────────────────────────────────╮
            │ 2× Linen shirt              €79.00 › │
            ├──────────────────────────────────────┤
            │ 1× Socks                     €9.00 › │
            ╭──────────────────────────────────────╮
            │          Cancel this order?          │
            │     You will be refunded €88.00.     │
            ├──────────────────────────────────────┤
            │          Cancel Order A1042          │
            ├──────────────────────────────────────┤
            │              Keep Order              │
            ╰──────────────────────────────────────╯
            """)
        #expect(screen.accessibilityTranscript() == """
            Button: Orders, Back
            Heading: Order A1042
            Button: Cancel Order
            Text, Modal: Cancel this order?
            Text: You will be refunded €88.00.
            Button: Cancel Order A1042
            Button: Keep Order
            """)
    }

    @Test func noLineIsWiderThanTheWidth() async {
        let states: [[OrderRoute]] = [[], [.order("A1042")], [.order("A1042"), .item(order.items[0])], [.order("A1042"), .tracking("A1042")]]
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            for path in states {
                RenderChecks.checkOutputRules(OrdersScreen(orders: [order], path: path).render(width: width), width: width, "\(path) at \(width)")
            }
            let dialog = OrdersScreen(orders: [order], path: [.order("A1042")], error: .network, orderToCancel: order)
            RenderChecks.checkOutputRules(dialog.render(width: width), width: width, "presented at \(width)")
        }
    }
}
