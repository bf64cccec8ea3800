import TextUI

/// Buys a product from a view: `@Environment(\.purchase) private var purchase`, then
/// `try await purchase(product)`. In a preview the purchase never completes: the result is
/// ``Product/PurchaseResult/pending``, at once.
///
/// StoreKit: @MainActor struct PurchaseAction
@MainActor
public struct PurchaseAction: Sendable {
    /// Buys `product`: pending in a preview.
    ///
    /// StoreKit: @MainActor func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult
    public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        try await product.purchase(options: options)
    }
}

extension EnvironmentValues {
    /// The action that buys a product (see ``PurchaseAction``).
    ///
    /// SwiftUI: var purchase: PurchaseAction { get }
    public var purchase: PurchaseAction { PurchaseAction() }
}
