import ViewStateKit

/// Loads the feed one page at a time. Live, mock and preview implementations come through
/// the `feedService` dependency.
public protocol FeedService: Sendable {
    /// Page `page` of the feed; 0 is the first.
    func posts(page: Int) async throws -> PostPage
}

/// The live ``FeedService``: `GET feed?page=<n>` through an ``HTTPClient``.
public struct LiveFeedService: FeedService {
    private let http: any HTTPClient

    public init(http: any HTTPClient) {
        self.http = http
    }

    public func posts(page: Int) async throws -> PostPage {
        try await http.get("feed?page=\(page)")
    }
}

/// A ``FeedService`` for tests and previews, backed by a ``UseCaseMock`` (page in, page out).
///
/// ```swift
/// let service = FeedServiceMock(results: [.success(.first), .failure(LoadFailure("offline"))])
/// ```
public struct FeedServiceMock: FeedService {
    public let mock: UseCaseMock<Int, PostPage>

    public init(results: [Result<PostPage, any Error>] = [.success(.first), .success(.last)], suspended: Bool = false) {
        self.mock = UseCaseMock("FeedService.posts", results: results, suspended: suspended)
    }

    public func posts(page: Int) async throws -> PostPage {
        try await mock(page)
    }
}

/// The `feedService` dependency: live through the app's transport, a mock in previews,
/// failing by name in tests.
public enum FeedServiceKey: DependencyKey {
    public static var liveValue: any FeedService { LiveFeedService(http: DependencyValues.current.httpClient) }
    public static var previewValue: any FeedService { FeedServiceMock() }
    public static let testValue: any FeedService = UnimplementedFeedService()
}

struct UnimplementedFeedService: FeedService {
    let call: @Sendable (Int) async throws -> PostPage = unimplemented("FeedService.posts")

    func posts(page: Int) async throws -> PostPage {
        try await call(page)
    }
}

extension DependencyValues {
    /// The feed's server.
    public var feedService: any FeedService {
        get { self[FeedServiceKey.self] }
        set { self[FeedServiceKey.self] = newValue }
    }
}
