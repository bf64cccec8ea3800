import TextUI

/// A button a store view may show besides its products.
///
/// StoreKit: struct StoreButtonKind
public struct StoreButtonKind: Hashable, Sendable {
    private let name: String

    /// Dismisses the store.
    ///
    /// StoreKit: static var cancellation: StoreButtonKind { get }
    public static var cancellation: StoreButtonKind { StoreButtonKind(name: "cancellation") }
    /// Restores purchases.
    ///
    /// StoreKit: static var restorePurchases: StoreButtonKind { get }
    public static var restorePurchases: StoreButtonKind { StoreButtonKind(name: "restorePurchases") }
    /// Redeems an offer code.
    ///
    /// StoreKit: static var redeemCode: StoreButtonKind { get }
    public static var redeemCode: StoreButtonKind { StoreButtonKind(name: "redeemCode") }
    /// Signs in.
    ///
    /// StoreKit: static var signIn: StoreButtonKind { get }
    public static var signIn: StoreButtonKind { StoreButtonKind(name: "signIn") }
    /// Shows the terms and privacy policy.
    ///
    /// StoreKit: static var policies: StoreButtonKind { get }
    public static var policies: StoreButtonKind { StoreButtonKind(name: "policies") }
}

/// The state of an entitlement task: loading, then the value or the error. In a preview the
/// task never runs (a preview runs no `task`), so its action is never called.
///
/// StoreKit: enum EntitlementTaskState<Value>
public enum EntitlementTaskState<Value> {
    /// StoreKit: case loading
    case loading
    /// StoreKit: case failure(any Error)
    case failure(any Error)
    /// StoreKit: case success(Value)
    case success(Value)

    /// The state with a success's value changed by `transform`.
    ///
    /// StoreKit: func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> EntitlementTaskState<NewValue>
    public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> EntitlementTaskState<NewValue> {
        switch self {
        case .loading: .loading
        case .failure(let error): .failure(error)
        case .success(let value): .success(try transform(value))
        }
    }

    /// The state with a success's value changed by `transform`, which may wait.
    ///
    /// StoreKit: func map<NewValue>(_ transform: (Value) async throws -> NewValue) async rethrows -> EntitlementTaskState<NewValue>
    public func map<NewValue>(_ transform: (Value) async throws -> NewValue) async rethrows -> EntitlementTaskState<NewValue> {
        switch self {
        case .loading: .loading
        case .failure(let error): .failure(error)
        case .success(let value): .success(try await transform(value))
        }
    }
}

extension EntitlementTaskState: @unchecked Sendable where Value: Sendable {}

extension View {
    /// Shows or hides a store view's extra buttons: a store view in a preview draws none.
    ///
    /// SwiftUI: nonisolated func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }

    /// Shows the App Store's sheet for managing subscriptions while `isPresented` is true: a
    /// sheet holding the line `⬚ Manage Subscriptions`.
    ///
    /// SwiftUI: nonisolated func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
        sheet(isPresented: isPresented) { Text("⬚ Manage Subscriptions") }
    }

    /// Shows the App Store's sheet for redeeming an offer code while `isPresented` is true: a
    /// sheet holding the line `⬚ Redeem Code`; nothing is redeemed, so `onCompletion` is not called.
    ///
    /// SwiftUI: nonisolated func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping @MainActor (Result<Void, any Error>) -> Void = { _ in }) -> some View
    public func offerCodeRedemption(
        isPresented: Binding<Bool>, onCompletion: @escaping @MainActor (Result<Void, any Error>) -> Void = { _ in }
    ) -> some View {
        sheet(isPresented: isPresented) { Text("⬚ Redeem Code") }
    }

    /// Shows the App Store's refund sheet for a transaction while `isPresented` is true: a sheet
    /// holding the line `⬚ Request a Refund`; nothing is refunded, so `onDismiss` is not called.
    ///
    /// SwiftUI: nonisolated func refundRequestSheet(for transactionID: Transaction.ID, isPresented: Binding<Bool>, onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> ())? = nil) -> some View
    public func refundRequestSheet(
        for transactionID: Transaction.ID, isPresented: Binding<Bool>,
        onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> ())? = nil
    ) -> some View {
        sheet(isPresented: isPresented) { Text("⬚ Request a Refund") }
    }

    /// Runs `action` when a purchase from a store view inside ends: never in a preview.
    ///
    /// SwiftUI: nonisolated func onInAppPurchaseCompletion(perform action: (@Sendable (Product, Result<Product.PurchaseResult, any Error>) async -> ())?) -> some View
    public func onInAppPurchaseCompletion(perform action: (@Sendable (Product, Result<Product.PurchaseResult, any Error>) async -> ())?) -> some View { self }

    /// Runs `action` when a purchase from a store view inside starts: never in a preview.
    ///
    /// SwiftUI: nonisolated func onInAppPurchaseStart(perform action: (@Sendable (Product) async -> ())?) -> some View
    public func onInAppPurchaseStart(perform action: (@Sendable (Product) async -> ())?) -> some View { self }

    /// Reads a subscription group's status as the view appears: a task, which a preview does
    /// not run, so `action` is never called.
    ///
    /// SwiftUI: nonisolated func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium, action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> ()) -> some View
    public func subscriptionStatusTask(
        for groupID: String, priority: TaskPriority = .medium,
        action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> ()
    ) -> some View { self }

    /// Reads a product's entitlement as the view appears: a task, which a preview does not run.
    ///
    /// SwiftUI: nonisolated func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium, action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> ()) -> some View
    public func currentEntitlementTask(
        for productID: String, priority: TaskPriority = .medium,
        action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> ()
    ) -> some View { self }
}

extension Transaction {
    /// How a refund request ended.
    ///
    /// StoreKit: enum RefundRequestStatus
    public enum RefundRequestStatus: Hashable, Sendable {
        /// StoreKit: case userCancelled
        case userCancelled
        /// StoreKit: case success
        case success
    }

    /// Why a refund request failed.
    ///
    /// StoreKit: enum RefundRequestError
    public enum RefundRequestError: Error, Hashable, Sendable {
        /// StoreKit: case duplicateRequest
        case duplicateRequest
        /// StoreKit: case failed
        case failed
    }
}
