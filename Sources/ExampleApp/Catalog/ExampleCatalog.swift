import PreviewCatalog

/// Every screen of the example app, in the order `swift run preview` shows them.
public enum ExampleCatalog {
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
    /// a transcript.
    public static var catalog: Catalog {
        Catalog(screens, previews: .exampleApp.checked(in: [.standard, .a11y]))
    }
}
