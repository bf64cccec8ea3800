import TextUI

// The store views draw as a phone shows them before the App Store answers, which in a preview it
// never does: a product's row with its icon and grey bars where the name, description and price
// will be (`ProductView`), or a spinner under the marketing content (`StoreView`,
// `SubscriptionStoreView`).

/// One product's row, while it loads: the placeholder icon (when the row has an icon), then grey
/// bars where the name, description and price will be.
///
/// ```swift
/// ProductView(id: "tip.small") { Image(systemName: "cup.and.saucer") }.render(width: 40)
/// // ▢ ▒▒▒▒▒▒▒ ▒▒▒▒                     ▒▒▒▒▒
/// //   ▒▒▒▒▒▒▒ ▒▒▒▒▒▒▒▒▒▒▒
/// ```
///
/// StoreKit: @MainActor @preconcurrency struct ProductView<Icon, PlaceholderIcon> where Icon : View, PlaceholderIcon : View
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    private let placeholderIcon: PlaceholderIcon

    /// A row for the product `productID`, without an icon.
    ///
    /// StoreKit: nonisolated init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        placeholderIcon = EmptyView()
    }

    /// A row for the product `productID` with `icon`, shown once the product loads; while it
    /// loads, the automatic placeholder icon (`▢`) is drawn in its place.
    ///
    /// StoreKit: nonisolated init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) where PlaceholderIcon == AutomaticProductPlaceholderIcon
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) where PlaceholderIcon == AutomaticProductPlaceholderIcon {
        placeholderIcon = AutomaticProductPlaceholderIcon()
    }

    /// A row for the product `productID` with `icon`, and `placeholderIcon` while it loads.
    ///
    /// StoreKit: nonisolated init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon)
    public init(
        id productID: Product.ID, prefersPromotionalIcon: Bool = false,
        @ViewBuilder icon: () -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {
        self.placeholderIcon = placeholderIcon()
    }

    /// A row for `product`, already loaded (a preview never has one).
    ///
    /// StoreKit: nonisolated init(_ product: Product, prefersPromotionalIcon: Bool = true) where Icon == EmptyView, PlaceholderIcon == EmptyView
    public init(_ product: Product, prefersPromotionalIcon: Bool = true) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        placeholderIcon = EmptyView()
    }

    /// The row while the product loads.
    ///
    /// SwiftUI: var body: some View { get }
    public var body: some View {
        HStack {
            placeholderIcon
            Group {
                VStack(alignment: .leading) {
                    Text("Product name")
                    Text("Product description")
                }
                Spacer()
                Text("$0.00")
            }
            .redacted(reason: .placeholder)
        }
    }
}

/// The icon a product view draws while its product loads: a grey square, `▢` in text.
///
/// StoreKit: @MainActor @preconcurrency struct AutomaticProductPlaceholderIcon
public struct AutomaticProductPlaceholderIcon: View {
    init() {}

    /// The grey square.
    ///
    /// SwiftUI: var body: some View { get }
    public var body: some View { Text("▢") }
}

/// A store of several products, while they load: a spinner.
///
/// ```swift
/// StoreView(ids: ["tip.small", "tip.large"]).render()   // "⟳"
/// ```
///
/// StoreKit: @MainActor @preconcurrency struct StoreView<Icon, PlaceholderIcon> where Icon : View, PlaceholderIcon : View
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    /// A store of the products `productIDs`.
    ///
    /// StoreKit: nonisolated init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {}

    /// A store of the products `productIDs`, each with its `icon` once loaded.
    ///
    /// StoreKit: nonisolated init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) where PlaceholderIcon == AutomaticProductPlaceholderIcon
    public init(
        ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon
    ) where PlaceholderIcon == AutomaticProductPlaceholderIcon {}

    /// A store of `products`, already loaded (a preview never has any).
    ///
    /// StoreKit: nonisolated init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {}

    /// The spinner while the products load.
    ///
    /// SwiftUI: var body: some View { get }
    public var body: some View { ProgressView() }
}

/// A store of one subscription group's options, while they load: its marketing content, then a
/// spinner where the options and the subscribe button will be.
///
/// ```swift
/// SubscriptionStoreView(groupID: "21430000") { Text("Go Pro") }.render(width: 20)
/// // Go Pro
/// //   ⟳
/// ```
///
/// StoreKit: @MainActor @preconcurrency struct SubscriptionStoreView<Content> where Content : View
public struct SubscriptionStoreView<Content: View>: View {
    private let marketingContent: Content

    /// A store of the group `groupID`, with the system's marketing content.
    ///
    /// StoreKit: nonisolated init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) where Content == AutomaticSubscriptionStoreMarketingContent
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) where Content == AutomaticSubscriptionStoreMarketingContent {
        marketingContent = AutomaticSubscriptionStoreMarketingContent()
    }

    /// A store of the group `groupID` under `marketingContent`.
    ///
    /// StoreKit: nonisolated init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content)
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
    }

    /// A store of the subscriptions `productIDs` under `marketingContent`.
    ///
    /// StoreKit: nonisolated init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content)
    public init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
    }

    /// The marketing content over the spinner.
    ///
    /// SwiftUI: var body: some View { get }
    public var body: some View {
        VStack {
            marketingContent
            ProgressView()
        }
    }
}

/// The marketing content a subscription store shows when the app gives none: nothing, in text.
///
/// StoreKit: @MainActor @preconcurrency struct AutomaticSubscriptionStoreMarketingContent
public struct AutomaticSubscriptionStoreMarketingContent: View {
    init() {}

    /// Nothing.
    ///
    /// SwiftUI: var body: some View { get }
    public var body: some View { EmptyView() }
}

extension Product {
    /// Which options of a subscription group a store shows someone already subscribed.
    ///
    /// StoreKit: struct SubscriptionRelationship
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        /// The relationships' bits.
        ///
        /// StoreKit: let rawValue: Int
        public let rawValue: Int
        /// The relationships of those bits.
        ///
        /// StoreKit: init(rawValue: Int)
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Higher levels of service.
        ///
        /// StoreKit: static let upgrade: Product.SubscriptionRelationship
        public static let upgrade = SubscriptionRelationship(rawValue: 1)
        /// Lower levels of service.
        ///
        /// StoreKit: static let downgrade: Product.SubscriptionRelationship
        public static let downgrade = SubscriptionRelationship(rawValue: 2)
        /// The same level, another period.
        ///
        /// StoreKit: static let crossgrade: Product.SubscriptionRelationship
        public static let crossgrade = SubscriptionRelationship(rawValue: 4)
        /// The subscription the customer has.
        ///
        /// StoreKit: static let current: Product.SubscriptionRelationship
        public static let current = SubscriptionRelationship(rawValue: 8)
        /// Every option.
        ///
        /// StoreKit: static let all: Product.SubscriptionRelationship
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
    }
}
