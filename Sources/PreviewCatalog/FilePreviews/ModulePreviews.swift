/// The previews of one module's SwiftUI files, a screen per file, as the TextUICopy plugin
/// collects them: a member named after the module (`.cart` for `Cart`, `.exampleApp` for
/// `ExampleApp`) that the plugin writes. Give it to the catalog and to the tests:
///
/// ```swift
/// let catalog = Catalog(previews: .cart)
/// await expectSnapshots(of: .cart)
/// ```
public struct ModulePreviews: Sendable {
    /// The module's name.
    public let module: String
    /// A screen per file with previews, in path order.
    public let screens: [any ScreenPreviews.Type]

    public init(module: String, screens: [any ScreenPreviews.Type]) {
        self.module = module
        self.screens = screens
    }
}

extension Catalog {
    /// A catalog of `screens`, then the screens of each module's previews.
    ///
    /// ```swift
    /// Catalog([CartScenarios.self], previews: .cart)
    /// ```
    public init(_ screens: [any ScreenPreviews.Type] = [], previews modules: ModulePreviews...) {
        self.init(screens + modules.flatMap(\.screens))
    }
}
