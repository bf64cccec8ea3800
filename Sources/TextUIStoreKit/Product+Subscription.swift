import Foundation

extension Product {
    /// An auto-renewable subscription's details: its period, its group and the customer's status
    /// in that group. In a preview the customer has never subscribed: ``status`` is empty.
    ///
    /// StoreKit: struct SubscriptionInfo
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The subscription group the product belongs to.
        ///
        /// StoreKit: let subscriptionGroupID: String
        public let subscriptionGroupID: String
        /// How long one renewal lasts.
        ///
        /// StoreKit: let subscriptionPeriod: Product.SubscriptionPeriod
        public let subscriptionPeriod: SubscriptionPeriod
        /// The product's rank in its group, 1 the highest level of service.
        ///
        /// StoreKit: let groupLevel: Int
        public let groupLevel: Int
        /// The introductory offer (a free week), if there is one.
        ///
        /// StoreKit: let introductoryOffer: Product.SubscriptionOffer?
        public let introductoryOffer: SubscriptionOffer?
        /// The promotional offers.
        ///
        /// StoreKit: let promotionalOffers: [Product.SubscriptionOffer]
        public let promotionalOffers: [SubscriptionOffer]

        /// The customer's status in the group: none in a preview, where no one has subscribed.
        ///
        /// StoreKit: var status: [Product.SubscriptionInfo.Status] { get async throws }
        public var status: [Status] {
            get async throws { [] }
        }

        /// Whether the customer may take the introductory offer: yes in a preview, as for a
        /// customer who has never subscribed.
        ///
        /// StoreKit: var isEligibleForIntroOffer: Bool { get async }
        public var isEligibleForIntroOffer: Bool {
            get async { true }
        }

        /// The customer's status in the group `groupID`: none in a preview.
        ///
        /// StoreKit: static func status(for groupID: String) async throws -> [Product.SubscriptionInfo.Status]
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// Whether the customer may take the group's introductory offer: yes in a preview.
        ///
        /// StoreKit: static func isEligibleForIntroOffer(for groupID: String) async -> Bool
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { true }
    }

    /// A length of time a subscription or an offer lasts: `value` of `unit`.
    ///
    /// StoreKit: struct SubscriptionPeriod
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// The unit (a month).
        ///
        /// StoreKit: let unit: Product.SubscriptionPeriod.Unit
        public let unit: Unit
        /// How many units (3 for a quarter).
        ///
        /// StoreKit: let value: Int
        public let value: Int

        /// A unit of a period.
        ///
        /// StoreKit: enum Unit
        public enum Unit: Hashable, Sendable {
            /// StoreKit: case day
            case day
            /// StoreKit: case week
            case week
            /// StoreKit: case month
            case month
            /// StoreKit: case year
            case year
        }

        /// One week.
        ///
        /// StoreKit: static var weekly: Product.SubscriptionPeriod { get }
        public static var weekly: SubscriptionPeriod { SubscriptionPeriod(unit: .week, value: 1) }
        /// One month.
        ///
        /// StoreKit: static var monthly: Product.SubscriptionPeriod { get }
        public static var monthly: SubscriptionPeriod { SubscriptionPeriod(unit: .month, value: 1) }
        /// One year.
        ///
        /// StoreKit: static var yearly: Product.SubscriptionPeriod { get }
        public static var yearly: SubscriptionPeriod { SubscriptionPeriod(unit: .year, value: 1) }
    }

    /// A subscription's introductory or promotional price.
    ///
    /// StoreKit: struct SubscriptionOffer
    public struct SubscriptionOffer: Hashable, Sendable {
        /// The offer's identifier; `nil` for an introductory offer.
        ///
        /// StoreKit: let id: String?
        public let id: String?
        /// The price for each period.
        ///
        /// StoreKit: let price: Decimal
        public let price: Decimal
        /// The price as the store shows it.
        ///
        /// StoreKit: let displayPrice: String
        public let displayPrice: String
        /// How long one period of the offer lasts.
        ///
        /// StoreKit: let period: Product.SubscriptionPeriod
        public let period: SubscriptionPeriod
        /// How many periods the offer lasts.
        ///
        /// StoreKit: let periodCount: Int
        public let periodCount: Int
        /// How the customer pays.
        ///
        /// StoreKit: let paymentMode: Product.SubscriptionOffer.PaymentMode
        public let paymentMode: PaymentMode

        /// How the customer pays for an offer.
        ///
        /// StoreKit: struct PaymentMode
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            /// The mode's name.
            ///
            /// StoreKit: let rawValue: String
            public let rawValue: String
            /// The mode named `rawValue`.
            ///
            /// StoreKit: init(rawValue: String)
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Free for the offer's periods.
            ///
            /// StoreKit: static let freeTrial: Product.SubscriptionOffer.PaymentMode
            public static let freeTrial = PaymentMode(rawValue: "freeTrial")
            /// The offer's price each period.
            ///
            /// StoreKit: static let payAsYouGo: Product.SubscriptionOffer.PaymentMode
            public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
            /// The offer's price once, up front.
            ///
            /// StoreKit: static let payUpFront: Product.SubscriptionOffer.PaymentMode
            public static let payUpFront = PaymentMode(rawValue: "payUpFront")
        }
    }
}

extension Product.SubscriptionInfo {
    /// Where a customer's subscription stands.
    ///
    /// StoreKit: struct RenewalState
    public struct RenewalState: RawRepresentable, Hashable, Sendable {
        /// The state's number.
        ///
        /// StoreKit: let rawValue: Int
        public let rawValue: Int
        /// The state numbered `rawValue`.
        ///
        /// StoreKit: init(rawValue: Int)
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// StoreKit: static let subscribed: Product.SubscriptionInfo.RenewalState
        public static let subscribed = RenewalState(rawValue: 1)
        /// StoreKit: static let expired: Product.SubscriptionInfo.RenewalState
        public static let expired = RenewalState(rawValue: 2)
        /// StoreKit: static let inBillingRetryPeriod: Product.SubscriptionInfo.RenewalState
        public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
        /// StoreKit: static let inGracePeriod: Product.SubscriptionInfo.RenewalState
        public static let inGracePeriod = RenewalState(rawValue: 4)
        /// StoreKit: static let revoked: Product.SubscriptionInfo.RenewalState
        public static let revoked = RenewalState(rawValue: 5)
    }

    /// A customer's status in a subscription group: never made in a preview.
    ///
    /// StoreKit: struct Status
    public struct Status: Hashable, Sendable {
        /// Where the subscription stands.
        ///
        /// StoreKit: let state: Product.SubscriptionInfo.RenewalState
        public let state: RenewalState
        /// The subscription's latest transaction.
        ///
        /// StoreKit: let transaction: VerificationResult<Transaction>
        public let transaction: VerificationResult<Transaction>
        /// What renews next.
        ///
        /// StoreKit: let renewalInfo: VerificationResult<Product.SubscriptionInfo.RenewalInfo>
        public let renewalInfo: VerificationResult<RenewalInfo>
    }

    /// What a subscription renews to, and when.
    ///
    /// StoreKit: struct RenewalInfo
    public struct RenewalInfo: Hashable, Sendable {
        /// The subscription's first transaction.
        ///
        /// StoreKit: let originalTransactionID: UInt64
        public let originalTransactionID: UInt64
        /// The product the customer has now.
        ///
        /// StoreKit: let currentProductID: String
        public let currentProductID: String
        /// Whether it renews.
        ///
        /// StoreKit: let willAutoRenew: Bool
        public let willAutoRenew: Bool
        /// The product it renews to.
        ///
        /// StoreKit: let autoRenewPreference: String?
        public let autoRenewPreference: String?
        /// When it renews.
        ///
        /// StoreKit: let renewalDate: Date?
        public let renewalDate: Date?
    }
}
