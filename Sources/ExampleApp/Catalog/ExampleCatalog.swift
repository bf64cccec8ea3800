import Foundation
import PreviewCatalog

/// Every screen of the example app, in the order `swift run preview` shows them.
public enum ExampleCatalog {
    /// The app's language: its screens are Japanese, and so are the strings SwiftUI supplies
    /// (編集, キャンセル, 検索, 戻る, dates and numbers) wherever a screen is drawn.
    public static let locale = Locale(identifier: "ja_JP")

    /// The screens' catalogs: every `ViewState` case, and scenarios that drive the view models
    /// with mock use cases.
    public static var screens: [any ScreenPreviews.Type] {
        [
            MainPreviews.self, LoginPreviews.self, OrderListPreviews.self, OrderSearchPreviews.self,
            OrderDetailPreviews.self, ItemsPreviews.self, FeedPreviews.self, ProfilePreviews.self,
            SettingsPreviews.self, PinNestPreviews.self, AppPreviews.self, RootPreviews.self,
        ]
    }

    /// What `preview` shows and checks: the catalogs, then the `#Preview`s of the app's SwiftUI
    /// files, a screen per file, as the TextUICopy plugin collects them, each drawn and read as
    /// a transcript — all in the app's language.
    public static var catalog: Catalog {
        Catalog(screens, previews: .exampleApp.checked(in: [.standard, .a11y]), locale: locale)
    }
}

/// A screen catalog of the example app: drawn in the app's language, ``ExampleCatalog/locale``,
/// wherever it is drawn — in ``ExampleCatalog/catalog`` and in its own snapshot tests
/// (`expectSnapshots(of: LoginPreviews.self)`). The `#Preview` screens take the catalog's.
public protocol ExampleAppScreen: DeclaresLocale {}

extension ExampleAppScreen {
    /// ``ExampleCatalog/locale``.
    public static var locale: Locale { ExampleCatalog.locale }
}

extension MainPreviews: ExampleAppScreen {}
extension LoginPreviews: ExampleAppScreen {}
extension OrderListPreviews: ExampleAppScreen {}
extension OrderSearchPreviews: ExampleAppScreen {}
extension OrderDetailPreviews: ExampleAppScreen {}
extension ItemsPreviews: ExampleAppScreen {}
extension FeedPreviews: ExampleAppScreen {}
extension ProfilePreviews: ExampleAppScreen {}
extension SettingsPreviews: ExampleAppScreen {}
extension PinNestPreviews: ExampleAppScreen {}
extension AppPreviews: ExampleAppScreen {}
extension RootPreviews: ExampleAppScreen {}
