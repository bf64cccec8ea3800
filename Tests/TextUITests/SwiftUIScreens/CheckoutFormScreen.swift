import Foundation
import Testing
import TextUI

struct CartItem: Identifiable, Hashable {
    let id: UUID
    var name: String
    var price: Decimal
    var quantity: Int
}

final class CartStore: ObservableObject {
    @Published var items: [CartItem]

    init(items: [CartItem] = []) {
        self.items = items
    }

    var subtotal: Decimal {
        items.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
    }

    var itemCount: Int {
        items.reduce(0) { $0 + $1.quantity }
    }
}

@MainActor
final class CheckoutViewModel: ObservableObject {
    enum ShippingMethod: String, CaseIterable, Identifiable {
        case standard = "Standard"
        case express = "Express"
        case pickup = "Store pickup"

        var id: Self { self }

        var cost: Decimal {
            switch self {
            case .standard: return 4.99
            case .express: return 14.99
            case .pickup: return 0
            }
        }
    }

    @Published var fullName = ""
    @Published var street = ""
    @Published var city = ""
    @Published var postalCode = ""
    @Published var shippingMethod: ShippingMethod = .standard
    @Published var isGift = false
    @Published var giftMessage = ""
    @Published var promoCode = ""
    @Published var isPlacingOrder = false
    @Published var isLoadingQuote = false
    @Published var showConfirmation = false

    init(fullName: String = "", street: String = "", city: String = "", postalCode: String = "") {
        self.fullName = fullName
        self.street = street
        self.city = city
        self.postalCode = postalCode
    }

    var isAddressComplete: Bool {
        ![fullName, street, city, postalCode].contains { $0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    func total(for cart: CartStore) -> Decimal {
        cart.subtotal + shippingMethod.cost
    }

    func placeOrder() {
        isPlacingOrder = true
    }
}

struct CheckoutFormScreen: View {
    @StateObject private var viewModel: CheckoutViewModel
    @EnvironmentObject private var cart: CartStore
    @Environment(\.dismiss) private var dismiss

    init(viewModel: @autoclosure @escaping () -> CheckoutViewModel = CheckoutViewModel()) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        NavigationStack {
            Form {
                OrderSummarySection()
                AddressSection(viewModel: viewModel)
                ShippingSection(viewModel: viewModel)
                totalsSection
                Section {
                    Button(action: viewModel.placeOrder) {
                        if viewModel.isPlacingOrder {
                            ProgressView("Placing order…")
                        } else {
                            Text("Place Order")
                                .frame(maxWidth: .infinity)
                        }
                    }
                    .disabled(!viewModel.isAddressComplete || viewModel.isPlacingOrder || cart.items.isEmpty)
                } footer: {
                    if !viewModel.isAddressComplete {
                        Text("Fill in your address to continue.")
                    }
                }
            }
            .navigationTitle("Checkout")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
            .alert("Order placed", isPresented: $viewModel.showConfirmation) {
                Button("OK") { dismiss() }
            } message: {
                Text("We'll email you when it ships.")
            }
        }
    }

    private var totalsSection: some View {
        Section("Total") {
            LabeledContent("Subtotal") {
                Text(cart.subtotal, format: .currency(code: "USD"))
            }
            LabeledContent("Shipping") {
                Text(viewModel.shippingMethod.cost, format: .currency(code: "USD"))
            }
            LabeledContent {
                Text(viewModel.total(for: cart), format: .currency(code: "USD"))
                    .fontWeight(.semibold)
            } label: {
                Text("Total")
                    .fontWeight(.semibold)
            }
            .redacted(reason: viewModel.isLoadingQuote ? .placeholder : [])
        }
    }
}

private struct OrderSummarySection: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        Section {
            ForEach(cart.items) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text("×\(item.quantity)")
                        .foregroundStyle(.secondary)
                    Text(item.price * Decimal(item.quantity), format: .currency(code: "USD"))
                        .monospacedDigit()
                }
            }
        } header: {
            Text("Order (\(cart.itemCount) items)")
        }
    }
}

private struct AddressSection: View {
    @ObservedObject var viewModel: CheckoutViewModel

    var body: some View {
        Section("Shipping address") {
            TextField("Full name", text: $viewModel.fullName)
                .textContentType(.name)
            TextField("Street", text: $viewModel.street)
                .textContentType(.fullStreetAddress)
            HStack {
                TextField("City", text: $viewModel.city)
                    .textContentType(.addressCity)
                TextField("ZIP", text: $viewModel.postalCode)
                    .textContentType(.postalCode)
                    .keyboardType(.numberPad)
                    .frame(width: 80)
            }
        }
    }
}

private struct ShippingSection: View {
    @ObservedObject var viewModel: CheckoutViewModel

    var body: some View {
        Section("Delivery") {
            Picker("Method", selection: $viewModel.shippingMethod) {
                ForEach(CheckoutViewModel.ShippingMethod.allCases) { method in
                    Text(method.rawValue).tag(method)
                }
            }
            .pickerStyle(.menu)
            Toggle("This is a gift", isOn: $viewModel.isGift.animation())
            if viewModel.isGift {
                TextField("Gift message", text: $viewModel.giftMessage, axis: .vertical)
                    .lineLimit(2...4)
            }
            TextField("Promo code", text: $viewModel.promoCode)
                .textInputAutocapitalization(.characters)
                .submitLabel(.done)
        }
    }
}

// A checkout form on the pre-Observation model world: a CheckoutViewModel (ObservableObject)
// owned with @StateObject and handed to private sections as @ObservedObject, whose fields are
// edited through `$viewModel.…`; the cart an @EnvironmentObject placed with .environmentObject;
// a menu picker, a gift toggle that adds a vertical text field, totals as currency, a redacted
// total while the quote loads, a disabled Place Order and an alert.

@MainActor @Suite(.drawsEveryReadableText) struct CheckoutFormScreenTests {
    private let cart = CartStore(items: [
        CartItem(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Espresso beans", price: 18.5, quantity: 2),
        CartItem(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "Pour-over kettle", price: 42, quantity: 1),
    ])

    @Test func theCartFromTheEnvironmentAndAnEmptyAddress() {
        #expect(CheckoutFormScreen().environmentObject(cart).render(width: 40) == """
            Cancel          Checkout
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Order (3 items)
            ╭──────────────────────────────────────╮
            │ Espresso beans             ×2 $37.00 │
            ├──────────────────────────────────────┤
            │ Pour-over kettle           ×1 $42.00 │
            ╰──────────────────────────────────────╯

              Shipping address
            ╭──────────────────────────────────────╮
            │ Full name                            │
            ├──────────────────────────────────────┤
            │ Street                               │
            ├──────────────────────────────────────┤
            │ City    ZIP                          │
            ╰──────────────────────────────────────╯

              Delivery
            ╭──────────────────────────────────────╮
            │ Method                    Standard ⌄ │
            ├──────────────────────────────────────┤
            │ This is a gift                  (○ ) │
            ├──────────────────────────────────────┤
            │ Promo code                           │
            ╰──────────────────────────────────────╯

              Total
            ╭──────────────────────────────────────╮
            │ Subtotal                      $79.00 │
            ├──────────────────────────────────────┤
            │ Shipping                       $4.99 │
            ├──────────────────────────────────────┤
            │ Total                         $83.99 │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ (           Place Order            ) │
            ╰──────────────────────────────────────╯
              Fill in your address to continue.
            """)
    }

    @Test func aCompleteAddressEnablesPlaceOrderForAScreenReader() {
        let viewModel = CheckoutViewModel(fullName: "Aiko Tanaka", street: "1 Main St", city: "Portland", postalCode: "97201")
        #expect(CheckoutFormScreen(viewModel: viewModel).environmentObject(cart).accessibilityTranscript() == """
            Button: Cancel
            Heading: Checkout
            Heading: Order (3 items)
            Text: Espresso beans
            Text: ×2
            Text: $37.00
            Text: Pour-over kettle
            Text: ×1
            Text: $42.00
            Heading: Shipping address
            Text field: Full name, Aiko Tanaka
            Text field: Street, 1 Main St
            Text field: City, Portland
            Text field: ZIP, 97201
            Heading: Delivery
            Pop up button: Method, Standard
            Toggle: This is a gift, off
            Text field: Promo code
            Heading: Total
            Text: Subtotal, $79.00
            Text: Shipping, $4.99
            Text: Total, $83.99
            Button: Place Order
            """)
    }

    @Test func aGiftAddsItsMessageAndALoadingQuoteRedactsTheTotal() {
        let viewModel = CheckoutViewModel()
        viewModel.isGift = true
        viewModel.isLoadingQuote = true
        #expect(CheckoutFormScreen(viewModel: viewModel).environmentObject(cart).render(width: 24) == """
            Cancel  Checkout
            ━━━━━━━━━━━━━━━━━━━━━━━━
              Order (3 items)
            ╭──────────────────────╮
            │ Espresso   ×2 $37.00 │
            │ beans                │
            ├──────────────────────┤
            │ Pour-over  ×1 $42.00 │
            │ kettle               │
            ╰──────────────────────╯

              Shipping address
            ╭──────────────────────╮
            │ Full name            │
            ├──────────────────────┤
            │ Street               │
            ├──────────────────────┤
            │ City    ZIP          │
            ╰──────────────────────╯

              Delivery
            ╭──────────────────────╮
            │ Method    Standard ⌄ │
            ├──────────────────────┤
            │ This is a gift  ( ●) │
            ├──────────────────────┤
            │ Gift message         │
            ├──────────────────────┤
            │ Promo code           │
            ╰──────────────────────╯

              Total
            ╭──────────────────────╮
            │ Subtotal      $79.00 │
            ├──────────────────────┤
            │ Shipping       $4.99 │
            ├──────────────────────┤
            │ ▒▒▒▒▒         ▒▒▒▒▒▒ │
            ╰──────────────────────╯

            ╭──────────────────────╮
            │ (   Place Order    ) │
            ╰──────────────────────╯
              Fill in your address
              to continue.
            """)
    }

    @Test func changesToTheSharedCartShowOnTheNextRender() {
        let screen = CheckoutFormScreen().environmentObject(cart)
        cart.items[0].quantity = 3
        let text = screen.render(width: 40)
        cart.items[0].quantity = 2
        #expect(text.contains("Order (4 items)"))
        #expect(text.contains("│ Espresso beans             ×3 $55.50 │"))
        #expect(text.contains("│ Subtotal                      $97.50 │"))
    }

    @Test func neverWiderThanTheWidth() {
        let viewModel = CheckoutViewModel()
        viewModel.isGift = true
        for width in [0, 3, 9, 16, 24, 40, 67] {
            RenderChecks.checkOutputRules(CheckoutFormScreen(viewModel: viewModel).environmentObject(cart).render(width: width), width: width, "checkout at \(width)")
        }
    }
}
