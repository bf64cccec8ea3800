import Foundation
import Testing
import TextUI
import TextUIStoreKit

/// StoreKit as screens use it, answering as a store that never answers: no product loads, there
/// is no transaction or entitlement, a purchase stays pending, and the store views draw as a
/// phone shows them before the App Store answers. (This test target declares a `Transaction` of
/// its own, a screen's model, so StoreKit's is named with its module here.)
@MainActor
@Suite struct StoreKitTests {
    @Test func noProductLoadsAndNoTransactionIsThere() async throws {
        #expect(try await Product.products(for: ["tip.small", "tip.large"]).isEmpty)
        #expect(try await Product.SubscriptionInfo.status(for: "21430000").isEmpty)
        var seen = 0
        for await _ in TextUIStoreKit.Transaction.currentEntitlements { seen += 1 }
        for await _ in TextUIStoreKit.Transaction.updates { seen += 1 }
        for await _ in TextUIStoreKit.Transaction.all { seen += 1 }
        #expect(seen == 0)
        #expect(await TextUIStoreKit.Transaction.latest(for: "tip.small") == nil)
        #expect(await TextUIStoreKit.Transaction.currentEntitlement(for: "pro") == nil)
        try await AppStore.sync()
    }

    @Test func aVerificationResultGivesItsValueOnlyWhenVerified() throws {
        let verified = VerificationResult<Int>.verified(7)
        let unverified = VerificationResult<Int>.unverified(8, .invalidSignature)
        #expect(try verified.payloadValue == 7)
        #expect(unverified.unsafePayloadValue == 8)
        #expect(throws: VerificationResult<Int>.VerificationError.invalidSignature) { try unverified.payloadValue }
    }

    @Test func anEntitlementStateMapsOnlyASuccess() {
        func count(_ state: EntitlementTaskState<[Int]>) -> Int? {
            if case .success(let value) = state.map(\.count) { value } else { nil }
        }
        #expect(count(.success([1, 2])) == 2)
        #expect(count(.loading) == nil)
        #expect(count(.failure(StoreKitError.notEntitled)) == nil)
    }

    struct TipJar: View {
        @State private var products: [Product] = []
        @State private var manages = false
        @Environment(\.purchase) private var purchase
        var body: some View {
            VStack {
                if products.isEmpty {
                    Text("Tips load…")
                } else {
                    ForEach(products) { Text($0.displayPrice) }
                }
                Button("Restore") { Task { try? await AppStore.sync() } }
            }
            .manageSubscriptionsSheet(isPresented: $manages)
            .storeButton(.visible, for: .restorePurchases, .redeemCode)
            .onInAppPurchaseCompletion { _, _ in }
            .subscriptionStatusTask(for: "pro") { _ in }
            .task { products = (try? await Product.products(for: ["tip"])) ?? [] }
        }
    }

    /// The screen a tip jar shows before its products arrive, which in a preview they never do.
    @Test func aTipJarDrawsItsWaitingState() async {
        #expect(await TipJar().appear(width: 16).text == """
            Tips load…
            [ Restore ]
            """)
    }

    /// A product's row while it loads: the placeholder icon when the row has an icon, and grey
    /// bars (`▒`) where the name, description and price will be.
    @Test func aProductViewDrawsPlaceholdersAndItsPlaceholderIcon() {
        #expect(ProductView(id: "tip.small") { Text("☕") }.render(width: 40) == """
            ▢ ▒▒▒▒▒▒▒ ▒▒▒▒                     ▒▒▒▒▒
              ▒▒▒▒▒▒▒ ▒▒▒▒▒▒▒▒▒▒▒
            """)
        #expect(ProductView(id: "tip.small").render(width: 40) == """
            ▒▒▒▒▒▒▒ ▒▒▒▒                       ▒▒▒▒▒
            ▒▒▒▒▒▒▒ ▒▒▒▒▒▒▒▒▒▒▒
            """)
    }

    @Test func aStoreViewIsLoadingAndASubscriptionStoreShowsItsMarketingAboveIt() {
        #expect(StoreView(ids: ["tip.small"]).render(width: 20) == "⟳")
        #expect(SubscriptionStoreView(groupID: "21430000") { Text("Go Pro") }.render(width: 20) == """
            Go Pro
              ⟳
            """)
        #expect(SubscriptionStoreView(groupID: "21430000").render(width: 20) == "⟳")
    }

    @Test func theManageSubscriptionsSheetIsALineNamingIt() {
        #expect(Text("Plan").manageSubscriptionsSheet(isPresented: .constant(true)).render(width: 30).contains("│ ⬚ Manage Subscriptions     │"))
        #expect(Text("Plan").manageSubscriptionsSheet(isPresented: .constant(false)).render(width: 30) == "Plan")
    }

    @Test func optionsRelationshipsAndIntroOfferEligibility() async throws {
        #expect(Product.PurchaseOption.quantity(2) != .quantity(3))
        #expect(Product.SubscriptionRelationship.all.contains(.crossgrade))
        #expect(await Product.SubscriptionInfo.isEligibleForIntroOffer(for: "pro"))
    }

    /// The styles and decorations a paywall sets shape what loads, so the store draws loading
    /// as it did without them.
    @Test func stylesAndDecorationsDrawTheStoreAsItWas() {
        let plain = SubscriptionStoreView(groupID: "21430000") { Text("Go Pro") }
        let styled = plain
            .containerBackground(.blue, for: .subscriptionStoreFullHeight)
            .subscriptionStoreControlStyle(.buttons)
            .subscriptionStoreButtonLabel(.multiline.price)
            .subscriptionStorePickerItemBackground(.thinMaterial)
            .subscriptionStoreControlIcon { _, info in Text("\(info.groupLevel)") }
            .storeButton(.hidden, for: .cancellation)
        #expect(styled.render(width: 20) == plain.render(width: 20))
        let row = ProductView(id: "seeds") { Text("🌻") }
        #expect(row.productViewStyle(.large).render(width: 30) == row.render(width: 30))
        #expect(SubscriptionStoreButtonLabel.multiline.price == .price.multiline)
        #expect(SubscriptionStoreButtonLabel.multiline != .singleLine)
    }
}
