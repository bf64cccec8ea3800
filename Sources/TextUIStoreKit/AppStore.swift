import Foundation
import TextUI

/// The App Store, as an app asks it to restore purchases or show its sheets. A preview reaches
/// no store: each call returns at once and shows nothing.
///
/// ```swift
/// Button("Restore Purchases") {
///     Task { try? await AppStore.sync() }   // nothing to restore in a preview
/// }
/// ```
///
/// StoreKit: enum AppStore
public enum AppStore {
    /// Asks the App Store for the customer's transactions: none in a preview, at once.
    ///
    /// StoreKit: static func sync() async throws
    public static func sync() async throws {}

    /// Whether the customer may buy: yes in a preview.
    ///
    /// StoreKit: static var canMakePayments: Bool { get }
    public static var canMakePayments: Bool { true }

    /// Shows the sheet where the customer manages subscriptions: not in a preview.
    ///
    /// StoreKit: @MainActor static func showManageSubscriptions(in scene: UIWindowScene) async throws
    @MainActor public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}

    /// Asks for a rating or review: not in a preview.
    ///
    /// StoreKit: @MainActor static func requestReview(in scene: UIWindowScene)
    @MainActor public static func requestReview(in scene: UIWindowScene) {}
}

/// The review prompt before `RequestReviewAction`: in a preview, nothing shows.
///
/// ```swift
/// SKStoreReviewController.requestReview()   // no prompt in a preview
/// ```
///
/// StoreKit: class SKStoreReviewController : NSObject
open class SKStoreReviewController: NSObject {
    /// Asks for a rating or review: not in a preview.
    ///
    /// StoreKit: class func requestReview()
    open class func requestReview() {}

    /// Asks for a rating or review over `windowScene`: not in a preview.
    ///
    /// StoreKit: class func requestReview(in windowScene: UIWindowScene)
    open class func requestReview(in windowScene: UIWindowScene) {}
}
