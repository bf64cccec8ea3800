import PreviewCatalog

/// Every screen of the example app, in the order `swift run preview` shows them: the screens'
/// catalogs (every `ViewState` case, scenarios that drive the view models with mocks), then
/// the `#Preview`s of the app's SwiftUI files, a screen per file, as the TextUICopy plugin
/// collects them (`ModulePreviews.exampleApp`).
public enum ExampleCatalog {
    public static var screens: [any ScreenPreviews.Type] {
        [
            MainPreviews.self, LoginPreviews.self, OrderListPreviews.self, OrderSearchPreviews.self,
            OrderDetailPreviews.self, ItemsPreviews.self, FeedPreviews.self, ProfilePreviews.self,
            SettingsPreviews.self, PinNestPreviews.self, AppPreviews.self, RootPreviews.self,
        ] + ModulePreviews.exampleApp.screens
    }
}
