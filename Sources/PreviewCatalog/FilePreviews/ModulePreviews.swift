import Foundation

/// The previews of one module's SwiftUI files, a screen per file, as the TextUICopy plugin
/// collects them: a member named after the module (`.cart` for `Cart`, `.exampleApp` for
/// `ExampleApp`) that the plugin writes. Give it to the catalog and to the tests:
///
/// ```swift
/// let catalog = Catalog(previews: .cart)
/// await expectSnapshots(of: .cart)
/// ```
///
/// Every file's previews are checked in ``PreviewVariant/standard`` alone, unless
/// ``checked(in:)`` names the variants for all of them:
///
/// ```swift
/// Catalog(previews: .cart.checked(in: [.standard, .width(32), .a11y]))
/// ```
public struct ModulePreviews: Sendable {
    /// The module's name.
    public let module: String
    /// A screen per file with previews, in path order.
    public let screens: [any ScreenPreviews.Type]
    /// The variants every screen is checked in; `nil` for the standard one alone.
    public let variants: [PreviewVariant]?

    public init(module: String, screens: [any ScreenPreviews.Type], variants: [PreviewVariant]? = nil) {
        self.module = module
        self.screens = screens
        self.variants = variants
    }

    /// The same previews, each screen checked in `variants` (each once, in order).
    public func checked(in variants: [PreviewVariant]) -> ModulePreviews {
        var seen: Set<PreviewVariant> = []
        let unique = variants.filter { seen.insert($0).inserted }
        return ModulePreviews(module: module, screens: screens, variants: unique.isEmpty ? nil : unique)
    }
}

extension Catalog {
    /// A catalog of `screens`, then the screens of each module's previews; all drawn in
    /// `locale` when given, the app's language, unless a screen or a variant declares its own.
    ///
    /// ```swift
    /// Catalog([CartScenarios.self], previews: .cart)
    /// Catalog([CartScenarios.self], previews: .cart, locale: Locale(identifier: "ja_JP"))
    /// ```
    public init(_ screens: [any ScreenPreviews.Type] = [], previews modules: ModulePreviews..., locale: Locale? = nil) {
        self.init(screens: screens.map { Screen($0, locale: locale) } + modules.flatMap { module in
            module.screens.map { Screen($0, variants: module.variants, locale: locale) }
        })
    }
}
