import ViewStateKit

/// Where the app starts: the seed's `@main struct MyApp: App` that builds the root store
/// with live services. On a device `http` is a `URLSession`-backed ``HTTPClient``; here
/// anything that speaks the example's routes, such as ``InMemoryServer``.
///
/// ```swift
/// @main
/// struct MyApp: App {
///     @State private var root = ExampleAppEntry.makeRoot(http: URLSessionHTTPClient())
///     var body: some Scene { WindowGroup { root } }
/// }
/// ```
public enum ExampleAppEntry {
    /// The root view with every service live on `http`: the app's ``AppStore`` and the first
    /// screen's ``MainViewModel``, built in the live context where `httpClient` is `http`, so
    /// every `@Dependency` and every default service goes through it — in a preview or a test
    /// too.
    @MainActor
    public static func makeRoot(http: any HTTPClient) -> RootView {
        withDependencies {
            $0.context = .live
            $0.httpClient = http
        } operation: {
            RootView(
                store: AppStore(initialState: AppState()) {
                    AppReducer(orderService: LiveOrderService(http: http), itemsAPI: .live(http: http))
                },
                main: MainViewModel()
            )
        }
    }
}
