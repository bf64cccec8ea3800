import TextUI

// How a screen styles the store views: accepted and kept, drawn as the views were, since a
// preview's store views draw loading and the styles shape what loads.

/// How product views look: a preview's product views draw loading whatever the style.
///
/// StoreKit: @MainActor @preconcurrency protocol ProductViewStyle
public protocol ProductViewStyle {}

/// The style the platform chooses.
///
/// StoreKit: @MainActor @preconcurrency struct AutomaticProductViewStyle
public struct AutomaticProductViewStyle: ProductViewStyle {
    /// StoreKit: nonisolated init()
    public init() {}
}

/// A style for little room.
///
/// StoreKit: @MainActor @preconcurrency struct CompactProductViewStyle
public struct CompactProductViewStyle: ProductViewStyle {
    /// StoreKit: nonisolated init()
    public init() {}
}

/// The standard style.
///
/// StoreKit: @MainActor @preconcurrency struct RegularProductViewStyle
public struct RegularProductViewStyle: ProductViewStyle {
    /// StoreKit: nonisolated init()
    public init() {}
}

/// A style where the product is the content.
///
/// StoreKit: @MainActor @preconcurrency struct LargeProductViewStyle
public struct LargeProductViewStyle: ProductViewStyle {
    /// StoreKit: nonisolated init()
    public init() {}
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    /// StoreKit: @MainActor @preconcurrency static var automatic: AutomaticProductViewStyle { get }
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}

extension ProductViewStyle where Self == CompactProductViewStyle {
    /// StoreKit: @MainActor @preconcurrency static var compact: CompactProductViewStyle { get }
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}

extension ProductViewStyle where Self == RegularProductViewStyle {
    /// StoreKit: @MainActor @preconcurrency static var regular: RegularProductViewStyle { get }
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}

extension ProductViewStyle where Self == LargeProductViewStyle {
    /// StoreKit: @MainActor @preconcurrency static var large: LargeProductViewStyle { get }
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

/// How a subscription store lays out its options: a preview's store draws loading whatever the
/// style.
///
/// StoreKit: @MainActor @preconcurrency protocol SubscriptionStoreControlStyle
public protocol SubscriptionStoreControlStyle {}

/// The style the platform chooses.
///
/// StoreKit: @MainActor @preconcurrency struct AutomaticSubscriptionStoreControlStyle
public struct AutomaticSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    /// StoreKit: nonisolated init()
    public init() {}
}

/// The options as a picker, with one subscribe button.
///
/// StoreKit: @MainActor @preconcurrency struct PickerSubscriptionStoreControlStyle
public struct PickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    /// StoreKit: nonisolated init()
    public init() {}
}

/// A subscribe button for each option.
///
/// StoreKit: @MainActor @preconcurrency struct ButtonsSubscriptionStoreControlStyle
public struct ButtonsSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    /// StoreKit: nonisolated init()
    public init() {}
}

extension SubscriptionStoreControlStyle where Self == AutomaticSubscriptionStoreControlStyle {
    /// StoreKit: @MainActor @preconcurrency static var automatic: AutomaticSubscriptionStoreControlStyle { get }
    public static var automatic: AutomaticSubscriptionStoreControlStyle { AutomaticSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == PickerSubscriptionStoreControlStyle {
    /// StoreKit: @MainActor @preconcurrency static var picker: PickerSubscriptionStoreControlStyle { get }
    public static var picker: PickerSubscriptionStoreControlStyle { PickerSubscriptionStoreControlStyle() }
}

extension SubscriptionStoreControlStyle where Self == ButtonsSubscriptionStoreControlStyle {
    /// StoreKit: @MainActor @preconcurrency static var buttons: ButtonsSubscriptionStoreControlStyle { get }
    public static var buttons: ButtonsSubscriptionStoreControlStyle { ButtonsSubscriptionStoreControlStyle() }
}

/// What a subscription store's subscribe button says: composed, `.multiline.action`.
///
/// StoreKit: struct SubscriptionStoreButtonLabel
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    private let parts: Set<String>

    private func adding(_ part: String) -> SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts.union([part])) }

    /// StoreKit: static var automatic: SubscriptionStoreButtonLabel { get }
    public static var automatic: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: []) }
    /// StoreKit: static var action: SubscriptionStoreButtonLabel { get }
    public static var action: SubscriptionStoreButtonLabel { automatic.adding("action") }
    /// StoreKit: static var displayName: SubscriptionStoreButtonLabel { get }
    public static var displayName: SubscriptionStoreButtonLabel { automatic.adding("displayName") }
    /// StoreKit: static var price: SubscriptionStoreButtonLabel { get }
    public static var price: SubscriptionStoreButtonLabel { automatic.adding("price") }
    /// StoreKit: static var multiline: SubscriptionStoreButtonLabel { get }
    public static var multiline: SubscriptionStoreButtonLabel { automatic.adding("multiline") }
    /// StoreKit: static var singleLine: SubscriptionStoreButtonLabel { get }
    public static var singleLine: SubscriptionStoreButtonLabel { automatic.adding("singleLine") }
    /// StoreKit: var action: SubscriptionStoreButtonLabel { get }
    public var action: SubscriptionStoreButtonLabel { adding("action") }
    /// StoreKit: var displayName: SubscriptionStoreButtonLabel { get }
    public var displayName: SubscriptionStoreButtonLabel { adding("displayName") }
    /// StoreKit: var price: SubscriptionStoreButtonLabel { get }
    public var price: SubscriptionStoreButtonLabel { adding("price") }
    /// StoreKit: var multiline: SubscriptionStoreButtonLabel { get }
    public var multiline: SubscriptionStoreButtonLabel { adding("multiline") }
    /// StoreKit: var singleLine: SubscriptionStoreButtonLabel { get }
    public var singleLine: SubscriptionStoreButtonLabel { adding("singleLine") }
}

extension ContainerBackgroundPlacement {
    /// Behind a subscription store, where its context puts it: paints nothing in text.
    ///
    /// SwiftUI: static var subscriptionStore: ContainerBackgroundPlacement { get }
    public static var subscriptionStore: ContainerBackgroundPlacement { ContainerBackgroundPlacement(name: "subscriptionStore") }
    /// Behind a subscription store's full height: paints nothing in text.
    ///
    /// SwiftUI: static var subscriptionStoreFullHeight: ContainerBackgroundPlacement { get }
    public static var subscriptionStoreFullHeight: ContainerBackgroundPlacement { ContainerBackgroundPlacement(name: "subscriptionStoreFullHeight") }
}

extension View {
    /// Styles the product views inside: drawn as they were.
    ///
    /// SwiftUI: nonisolated func productViewStyle(_ style: some ProductViewStyle) -> some View
    public func productViewStyle(_ style: some ProductViewStyle) -> some View { self }

    /// Styles the subscription stores' options inside: drawn as they were.
    ///
    /// SwiftUI: nonisolated func subscriptionStoreControlStyle(_ style: some SubscriptionStoreControlStyle) -> some View
    public func subscriptionStoreControlStyle(_ style: some SubscriptionStoreControlStyle) -> some View { self }

    /// Sets what the subscription stores' subscribe buttons say: drawn as they were.
    ///
    /// SwiftUI: nonisolated func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }

    /// Paints the subscription stores' option backgrounds: nothing in text.
    ///
    /// SwiftUI: nonisolated func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle) -> some View
    public func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle) -> some View { self }

    /// Paints the subscription stores' option backgrounds in `shape`: nothing in text.
    ///
    /// SwiftUI: nonisolated func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle, in shape: some Shape) -> some View
    public func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle, in shape: some Shape) -> some View { self }

    /// Decorates each subscription option with `icon`: a preview's store has no options, so it is
    /// never called.
    ///
    /// SwiftUI: nonisolated func subscriptionStoreControlIcon(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> some View) -> some View
    public func subscriptionStoreControlIcon(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> some View) -> some View { self }
}
