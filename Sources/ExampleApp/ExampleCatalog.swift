import PreviewCatalog

/// Every screen of the example app, in the order `swift run preview` shows them.
public enum ExampleCatalog {
    public static var screens: [any ScreenPreviews.Type] {
        [
            LoginPreviews.self, OrderListPreviews.self, ItemsPreviews.self, AppPreviews.self,
            MainPreviews.self, FeedPreviews.self,
        ]
    }
}
