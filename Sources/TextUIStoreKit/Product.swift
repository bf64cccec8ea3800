import Foundation

/// An in-app purchase as the App Store describes it: its name, description and price. A preview
/// never reaches the App Store, so no product ever loads: ``products(for:)`` returns none, and a
/// screen draws the state it shows when its products have not arrived.
///
/// ```swift
/// let products = try await Product.products(for: ["tip.small", "tip.large"])
/// products.isEmpty   // true in a preview
/// ```
///
/// StoreKit: struct Product
public struct Product: Identifiable, Hashable, Sendable {
    /// The product's identifier in App Store Connect.
    ///
    /// StoreKit: let id: String
    public let id: String
    /// Consumable, non-consumable, or a subscription.
    ///
    /// StoreKit: let type: Product.ProductType
    public let type: ProductType
    /// The product's name, in the customer's language.
    ///
    /// StoreKit: let displayName: String
    public let displayName: String
    /// What the product is, in the customer's language.
    ///
    /// StoreKit: let description: String
    public let description: String
    /// The price, in the customer's currency.
    ///
    /// StoreKit: let price: Decimal
    public let price: Decimal
    /// The price as the store shows it (`$0.99`).
    ///
    /// StoreKit: let displayPrice: String
    public let displayPrice: String
    /// Whether Family Sharing shares the product.
    ///
    /// StoreKit: let isFamilyShareable: Bool
    public let isFamilyShareable: Bool
    /// The subscription's details, for an auto-renewable subscription; `nil` otherwise.
    ///
    /// StoreKit: let subscription: Product.SubscriptionInfo?
    public let subscription: SubscriptionInfo?

    /// The products of those identifiers the App Store has: none in a preview, at once.
    ///
    /// StoreKit: static func products<Identifiers>(for identifiers: Identifiers) async throws -> [Product] where Identifiers : Collection, Identifiers.Element == String
    public static func products<Identifiers>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers: Collection, Identifiers.Element == String {
        []
    }

    /// Buys the product: in a preview the purchase never completes, so the result is
    /// ``PurchaseResult/pending``, at once, and no transaction is made.
    ///
    /// StoreKit: @MainActor func purchase(options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult
    @MainActor public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        .pending
    }
}

extension Product {
    /// The kind of an in-app purchase.
    ///
    /// StoreKit: struct ProductType
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        /// The kind's name (`consumable`).
        ///
        /// StoreKit: let rawValue: String
        public let rawValue: String

        /// The kind named `rawValue`.
        ///
        /// StoreKit: init(rawValue: String)
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Used up and bought again (coins, a tip).
        ///
        /// StoreKit: static let consumable: Product.ProductType
        public static let consumable = ProductType(rawValue: "consumable")
        /// Bought once and kept (a feature unlock).
        ///
        /// StoreKit: static let nonConsumable: Product.ProductType
        public static let nonConsumable = ProductType(rawValue: "nonConsumable")
        /// A subscription that does not renew itself.
        ///
        /// StoreKit: static let nonRenewable: Product.ProductType
        public static let nonRenewable = ProductType(rawValue: "nonRenewable")
        /// A subscription that renews itself.
        ///
        /// StoreKit: static let autoRenewable: Product.ProductType
        public static let autoRenewable = ProductType(rawValue: "autoRenewable")
    }

    /// How a purchase ended.
    ///
    /// StoreKit: enum PurchaseResult
    public enum PurchaseResult: Sendable {
        /// Bought, with the transaction to check and finish.
        ///
        /// StoreKit: case success(VerificationResult<Transaction>)
        case success(VerificationResult<Transaction>)
        /// The customer cancelled.
        ///
        /// StoreKit: case userCancelled
        case userCancelled
        /// Waiting on someone (Ask to Buy) or something: a preview's every purchase.
        ///
        /// StoreKit: case pending
        case pending
    }

    /// An option a purchase carries.
    ///
    /// StoreKit: struct PurchaseOption
    public struct PurchaseOption: Hashable, Sendable {
        private let name: String
        private let value: String

        /// The app's own identifier of the customer, returned in the transaction.
        ///
        /// StoreKit: static func appAccountToken(_ token: UUID) -> Product.PurchaseOption
        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(name: "appAccountToken", value: token.uuidString)
        }

        /// How many of a consumable to buy.
        ///
        /// StoreKit: static func quantity(_ quantity: Int) -> Product.PurchaseOption
        public static func quantity(_ quantity: Int) -> PurchaseOption {
            PurchaseOption(name: "quantity", value: String(quantity))
        }

        /// Whether the sandbox asks a parent first.
        ///
        /// StoreKit: static func simulatesAskToBuyInSandbox(_ simulateAskToBuy: Bool) -> Product.PurchaseOption
        public static func simulatesAskToBuyInSandbox(_ simulateAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox", value: String(simulateAskToBuy))
        }
    }

    /// Why a purchase could not start.
    ///
    /// StoreKit: enum PurchaseError
    public enum PurchaseError: Error, Hashable, Sendable {
        /// StoreKit: case invalidQuantity
        case invalidQuantity
        /// StoreKit: case productUnavailable
        case productUnavailable
        /// StoreKit: case purchaseNotAllowed
        case purchaseNotAllowed
        /// StoreKit: case ineligibleForOffer
        case ineligibleForOffer
        /// StoreKit: case invalidOfferIdentifier
        case invalidOfferIdentifier
        /// StoreKit: case invalidOfferPrice
        case invalidOfferPrice
        /// StoreKit: case invalidOfferSignature
        case invalidOfferSignature
        /// StoreKit: case missingOfferParameters
        case missingOfferParameters
    }
}

/// An error the App Store gives.
///
/// StoreKit: enum StoreKitError
public enum StoreKitError: Error, @unchecked Sendable {
    /// StoreKit: case unknown
    case unknown
    /// StoreKit: case userCancelled
    case userCancelled
    /// StoreKit: case networkError(URLError)
    case networkError(URLError)
    /// StoreKit: case systemError(any Error)
    case systemError(any Error)
    /// StoreKit: case notAvailableInStorefront
    case notAvailableInStorefront
    /// StoreKit: case notEntitled
    case notEntitled
    /// StoreKit: case unsupported
    case unsupported
}
