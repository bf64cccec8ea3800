import Foundation

/// A purchase the App Store recorded. A preview has none: ``currentEntitlements``,
/// ``updates`` and ``all`` end at once without a transaction, and ``latest(for:)`` is `nil`.
///
/// ```swift
/// for await result in Transaction.currentEntitlements {
///     // never runs in a preview
/// }
/// ```
///
/// StoreKit: struct Transaction
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    ///
    /// StoreKit: let id: UInt64
    public let id: UInt64
    /// The first transaction of a subscription or a restored purchase.
    ///
    /// StoreKit: let originalID: UInt64
    public let originalID: UInt64
    /// The product bought.
    ///
    /// StoreKit: let productID: String
    public let productID: String
    /// The kind of product bought.
    ///
    /// StoreKit: let productType: Product.ProductType
    public let productType: Product.ProductType
    /// When it was bought.
    ///
    /// StoreKit: let purchaseDate: Date
    public let purchaseDate: Date
    /// When a subscription lapses.
    ///
    /// StoreKit: let expirationDate: Date?
    public let expirationDate: Date?
    /// When the App Store refunded or revoked it.
    ///
    /// StoreKit: let revocationDate: Date?
    public let revocationDate: Date?
    /// Whether the customer moved to a higher level of the subscription.
    ///
    /// StoreKit: let isUpgraded: Bool
    public let isUpgraded: Bool
    /// How many were bought.
    ///
    /// StoreKit: let purchasedQuantity: Int
    public let purchasedQuantity: Int
    /// The app's own identifier of the customer.
    ///
    /// StoreKit: let appAccountToken: UUID?
    public let appAccountToken: UUID?
    /// The subscription group of a subscription.
    ///
    /// StoreKit: let subscriptionGroupID: String?
    public let subscriptionGroupID: String?

    /// Tells the App Store the app delivered the purchase: nothing to tell in a preview.
    ///
    /// StoreKit: func finish() async
    public func finish() async {}

    /// What the customer is entitled to now: no transaction in a preview.
    ///
    /// StoreKit: static var currentEntitlements: Transaction.Transactions { get }
    public static var currentEntitlements: Transactions { Transactions() }

    /// Transactions made while the app runs (elsewhere, or renewals): none in a preview, and the
    /// sequence ends at once, so a loop over it finishes.
    ///
    /// StoreKit: static var updates: Transaction.Transactions { get }
    public static var updates: Transactions { Transactions() }

    /// Every transaction of the customer: none in a preview.
    ///
    /// StoreKit: static var all: Transaction.Transactions { get }
    public static var all: Transactions { Transactions() }

    /// Transactions the app has not finished: none in a preview.
    ///
    /// StoreKit: static var unfinished: Transaction.Transactions { get }
    public static var unfinished: Transactions { Transactions() }

    /// The latest transaction of `productID`: `nil` in a preview.
    ///
    /// StoreKit: static func latest(for productID: String) async -> VerificationResult<Transaction>?
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// The transaction that entitles the customer to `productID`: `nil` in a preview.
    ///
    /// StoreKit: static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>?
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of transactions, each with its verification: here, always empty.
    ///
    /// StoreKit: struct Transactions
    public struct Transactions: AsyncSequence, Sendable {
        /// StoreKit: typealias Element = VerificationResult<Transaction>
        public typealias Element = VerificationResult<Transaction>

        /// Reads the sequence.
        ///
        /// StoreKit: func makeAsyncIterator() -> Transaction.Transactions.AsyncIterator
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }

        /// Reads the sequence: it ends at once.
        ///
        /// StoreKit: struct AsyncIterator
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// `nil`: there is no transaction.
            ///
            /// StoreKit: mutating func next() async -> VerificationResult<Transaction>?
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
    }
}

/// A value the App Store signed, with whether its signature checked out.
///
/// ```swift
/// switch result {
/// case .verified(let transaction): await transaction.finish()
/// case .unverified(_, let error): print(error)
/// }
/// ```
///
/// StoreKit: @frozen enum VerificationResult<SignedType>
@frozen public enum VerificationResult<SignedType> {
    /// The signature did not check out.
    ///
    /// StoreKit: case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    case unverified(SignedType, VerificationError)
    /// The signature checked out.
    ///
    /// StoreKit: case verified(SignedType)
    case verified(SignedType)

    /// The value, when verified; otherwise throws its ``VerificationError``.
    ///
    /// StoreKit: var payloadValue: SignedType { get throws }
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, verified or not.
    ///
    /// StoreKit: var unsafePayloadValue: SignedType { get }
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }

    /// Why a signature did not check out.
    ///
    /// StoreKit: enum VerificationError
    public enum VerificationError: Error, Hashable, Sendable {
        /// StoreKit: case revokedCertificate
        case revokedCertificate
        /// StoreKit: case invalidCertificateChain
        case invalidCertificateChain
        /// StoreKit: case invalidDeviceVerification
        case invalidDeviceVerification
        /// StoreKit: case invalidEncoding
        case invalidEncoding
        /// StoreKit: case invalidSignature
        case invalidSignature
        /// StoreKit: case missingRequiredProperties
        case missingRequiredProperties
    }
}

extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}
extension VerificationResult: Sendable where SignedType: Sendable {}
