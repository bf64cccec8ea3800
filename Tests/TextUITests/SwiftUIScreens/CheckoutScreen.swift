import Foundation
import Testing
import TextUI

// A checkout form: the shipping address in text fields with prompts and keyboard hints, a
// segmented delivery choice with a delivery date, a masked card number, the totals as
// labeled content in yen, and a prominent "Place order" button that turns into a spinner while
// the order is sent. An empty cart shows an empty-content view instead.

private struct CheckoutState: Equatable {
    enum Delivery: String, CaseIterable, Identifiable {
        case standard = "Standard", express = "Express"
        var id: Self { self }
    }

    var name = "Aiko Tanaka"
    var postalCode = ""
    var address = "1-2-3 Kanda, Chiyoda"
    var delivery = Delivery.standard
    var deliveryDate = Date(timeIntervalSince1970: 1_736_035_200)
    var cardNumber = "4242424242424242"
    var savesCard = true
    var subtotal = 1500
    var isPlacingOrder = false

    var shipping: Int { delivery == .express ? 800 : 0 }
    var total: Int { subtotal + shipping }
}

private struct CheckoutScreen: View {
    let state: CheckoutState
    var placeOrder: () -> Void = {}

    var body: some View {
        NavigationStack {
            if state.subtotal == 0 {
                ContentUnavailableView("Your cart is empty", systemImage: "cart", description: Text("Add something first."))
                    .navigationTitle("Checkout")
            } else {
                form.navigationTitle("Checkout")
            }
        }
    }

    private var form: some View {
        Form {
            Section("Ship to") {
                TextField("Name", text: .constant(state.name))
                    .textContentType(.name)
                    .textInputAutocapitalization(.words)
                TextField("Postal code", text: .constant(state.postalCode), prompt: Text("100-0001"))
                    .keyboardType(.numberPad)
                    .textContentType(.postalCode)
                TextField("Address", text: .constant(state.address), axis: .vertical)
                    .submitLabel(.done)
            }
            Section("Delivery") {
                Picker("Speed", selection: .constant(state.delivery)) {
                    ForEach(CheckoutState.Delivery.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                DatePicker("Arrives", selection: .constant(state.deliveryDate), displayedComponents: .date)
            }
            Section("Payment") {
                SecureField("Card number", text: .constant(state.cardNumber))
                    .keyboardType(.numberPad)
                Toggle("Save card for next time", isOn: .constant(state.savesCard))
            }
            Section {
                LabeledContent("Subtotal", value: state.subtotal, format: .currency(code: "JPY"))
                LabeledContent("Shipping", value: state.shipping == 0 ? "Free" : "¥\(state.shipping)")
                LabeledContent("Total") {
                    Text(state.total, format: .currency(code: "JPY")).bold()
                }
            } footer: {
                Text("Prices include tax.")
            }
            Section {
                Button(action: placeOrder) {
                    if state.isPlacingOrder {
                        ProgressView("Placing order…")
                    } else {
                        Text("Place order").frame(maxWidth: .infinity)
                    }
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            }
        }
        .scrollDismissesKeyboard(.interactively)
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct CheckoutScreenTests {
    @Test func theFormShowsTheOrderWithTheDateAndTotalsInAFixedFormat() {
        #expect(CheckoutScreen(state: CheckoutState()).render(width: 40) == """
                            Checkout
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Ship to
            ╭──────────────────────────────────────╮
            │ Name                     Aiko Tanaka │
            ├──────────────────────────────────────┤
            │ Postal code                 100-0001 │
            ├──────────────────────────────────────┤
            │ Address         1-2-3 Kanda, Chiyoda │
            ╰──────────────────────────────────────╯

              Delivery
            ╭──────────────────────────────────────╮
            │ Speed            [Standard]│ Express │
            ├──────────────────────────────────────┤
            │ Arrives                  Jan 5, 2025 │
            ╰──────────────────────────────────────╯

              Payment
            ╭──────────────────────────────────────╮
            │ Card number         •••••••••••••••• │
            ├──────────────────────────────────────┤
            │ Save card for next time         ( ●) │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ Subtotal                      ¥1,500 │
            ├──────────────────────────────────────┤
            │ Shipping                        Free │
            ├──────────────────────────────────────┤
            │ Total                         ¥1,500 │
            ╰──────────────────────────────────────╯
              Prices include tax.

            ╭──────────────────────────────────────╮
            │ [[          Place order           ]] │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func expressDeliveryAddsItsShippingToTheTotal() {
        var state = CheckoutState()
        state.delivery = .express
        let text = CheckoutScreen(state: state).render(width: 40)
        #expect(text.contains("│ Speed            Standard │[Express] │"))
        #expect(text.contains("│ Shipping                        ¥800 │"))
        #expect(text.contains("│ Total                         ¥2,300 │"))
    }

    @Test func whilePlacingTheOrderTheButtonShowsASpinner() {
        var state = CheckoutState()
        state.isPlacingOrder = true
        #expect(CheckoutScreen(state: state).render(width: 40).hasSuffix("""
            │ [[ ⟳ Placing order… ]]               │
            ╰──────────────────────────────────────╯
            """))
    }

    @Test func anEmptyCartSaysSo() {
        var state = CheckoutState()
        state.subtotal = 0
        #expect(CheckoutScreen(state: state).render(width: 30) == """
                       Checkout
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                          ⊻
                  Your cart is empty
                 Add something first.
            """)
    }

    @Test func aNarrowScreenWrapsTheAddressAndStacksTheSegments() {
        let text = CheckoutScreen(state: CheckoutState()).render(width: 24)
        #expect(text.contains("""
            │ Address              │
            │ 1-2-3 Kanda, Chiyoda │
            """))
        for width in [3, 8, 13, 24, 31, 52] {
            RenderChecks.checkOutputRules(CheckoutScreen(state: CheckoutState()).render(width: width), width: width, "checkout at \(width)")
        }
    }

    @Test func theCardNumberIsNeverReadAloud() {
        let transcript = CheckoutScreen(state: CheckoutState()).accessibilityTranscript()
        #expect(transcript.contains("Secure text field: Card number, 16 characters"))
        #expect(!transcript.contains("4242"))
        #expect(transcript.contains("Button: Arrives, Jan 5, 2025"))
    }
}
