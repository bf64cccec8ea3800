import ViewStateKit

/// Loads the signed-in person's profile. Live, mock and preview implementations are chosen
/// where the store is built.
public protocol ProfileService: Sendable {
    func fetchProfile() async throws -> UserProfile
}

/// The live ``ProfileService``: `GET profile` through an ``HTTPClient``.
public struct LiveProfileService: ProfileService {
    private let http: any HTTPClient

    public init(http: any HTTPClient) {
        self.http = http
    }

    public func fetchProfile() async throws -> UserProfile {
        try await http.get("profile")
    }
}

/// A ``ProfileService`` for tests and previews, backed by a ``UseCaseMock``.
public struct ProfileServiceMock: ProfileService {
    public let mock: UseCaseMock<Void, UserProfile>

    public init(results: [Result<UserProfile, any Error>] = [.success(.taro)], suspended: Bool = false) {
        self.mock = UseCaseMock("ProfileService.fetchProfile", results: results, suspended: suspended)
    }

    public func fetchProfile() async throws -> UserProfile {
        try await mock(())
    }
}

/// The `profileService` dependency: live through the app's transport, a mock in previews,
/// failing by name in tests.
public enum ProfileServiceKey: DependencyKey {
    public static var liveValue: any ProfileService { LiveProfileService(http: DependencyValues.current.httpClient) }
    public static var previewValue: any ProfileService { ProfileServiceMock() }
    public static let testValue: any ProfileService = UnimplementedProfileService()
}

struct UnimplementedProfileService: ProfileService {
    let fetch: @Sendable () async throws -> UserProfile = unimplemented("ProfileService.fetchProfile")

    func fetchProfile() async throws -> UserProfile { try await fetch() }
}

extension DependencyValues {
    /// The profile server.
    public var profileService: any ProfileService {
        get { self[ProfileServiceKey.self] }
        set { self[ProfileServiceKey.self] = newValue }
    }
}
