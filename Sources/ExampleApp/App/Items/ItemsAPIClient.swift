import ViewStateKit

/// The items API as a value of closures — the seed's `@Dependency(\.apiClient)`, handed to the
/// reducer at construction instead of looked up in a global, so tests and previews swap it
/// without a dependency library.
///
/// ```swift
/// ItemsReducer(apiClient: .mock)                                     // pages .first, .last
/// ItemsReducer(apiClient: ItemsAPIClient { _ in ItemPage(items: [.pen], hasMore: false) })
/// ```
public struct ItemsAPIClient: Sendable {
    /// Fetches page `page` (0 is the first).
    public var fetchItems: @Sendable (_ page: Int) async throws -> ItemPage

    public init(fetchItems: @escaping @Sendable (_ page: Int) async throws -> ItemPage) {
        self.fetchItems = fetchItems
    }
}

extension ItemsAPIClient {
    /// Answers page 0 with ``ItemPage/first`` and any later page with ``ItemPage/last``.
    public static let mock = ItemsAPIClient { page in page == 0 ? .first : .last }

    /// Fails every call with `message`.
    public static func failing(_ message: LoadFailure = "通信できませんでした") -> ItemsAPIClient {
        ItemsAPIClient { _ in throw message }
    }

    /// Answers through a ``UseCaseMock`` (page in, page out): programmed results, latency on a
    /// ``ManualClock``, suspended calls.
    public static func mock(_ mock: UseCaseMock<Int, ItemPage>) -> ItemsAPIClient {
        ItemsAPIClient { page in try await mock(page) }
    }
}

extension ItemsAPIClient {
    /// The live client: `GET items?page=<n>` through `http`, decoded from JSON.
    ///
    /// ```swift
    /// ItemsReducer(apiClient: .live(http: urlSessionClient))
    /// ```
    public static func live(http: any HTTPClient) -> ItemsAPIClient {
        ItemsAPIClient { page in try await http.get("items?page=\(page)") }
    }

    /// The live client on the app's ``DependencyValues/httpClient``.
    public static var live: ItemsAPIClient {
        .live(http: DependencyValues.current.httpClient)
    }
}

/// The seed's `@Dependency(\.apiClient)`: live through the app's transport, ``mock`` in
/// previews, failing by name in tests.
extension ItemsAPIClient: DependencyKey {
    public static var liveValue: ItemsAPIClient { .live }
    public static var previewValue: ItemsAPIClient { .mock }
    public static let testValue = ItemsAPIClient(fetchItems: unimplemented("ItemsAPIClient.fetchItems"))
}

extension DependencyValues {
    /// The items API — the seed's `apiClient`.
    public var apiClient: ItemsAPIClient {
        get { self[ItemsAPIClient.self] }
        set { self[ItemsAPIClient.self] = newValue }
    }
}
