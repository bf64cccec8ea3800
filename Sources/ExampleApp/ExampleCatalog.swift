import PreviewCatalog

/// Every screen of the example app, in the order `swift run preview` shows them.
public enum ExampleCatalog {
    public static var screens: [any ScreenPreviews.Type] {
        [
            MainPreviews.self, LoginPreviews.self, OrderListPreviews.self, OrderSearchPreviews.self,
            OrderDetailPreviews.self, ItemsPreviews.self, FeedPreviews.self, ProfilePreviews.self,
            SettingsPreviews.self, PinNestPreviews.self, AppPreviews.self, RootPreviews.self,
        ]
    }
}
