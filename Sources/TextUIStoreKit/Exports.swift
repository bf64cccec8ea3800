// StoreKit as a screen file reaches it with `import StoreKit`: the copy imports this module in its
// place. A module of its own in the TextUI product, so only the files that import StoreKit see
// `Product`, `Transaction` and the store views, as on iOS; it builds on TextUI for the views and
// modifiers (SwiftUI's side of StoreKit, which iOS brings when a file imports both).
//
// A preview never reaches the App Store, so its answers are fixed and come at once: no product
// loads (`Product.products(for:)` is empty), there is no transaction or entitlement, a purchase
// stays pending, a restore finds nothing, and no sheet or prompt of the store's is shown. The store
// views draw as a phone shows them before the store answers: loading.
//
// Re-exporting TextUI gives a model file that imports only Foundation and StoreKit the
// `ObservableObject` and `@Published` Foundation brings on iOS; StoreKit's `Transaction`, declared
// here, shadows SwiftUI's (TextUI's) in the files that import this module.
@_exported import TextUI
