import ViewStateKit

/// Saves the person's settings on the server.
public protocol SettingsService: Sendable {
    func saveNotifications(enabled: Bool) async throws
}

/// The live ``SettingsService``: `PUT settings` with `{"notifications": …}` through an
/// ``HTTPClient``.
public struct LiveSettingsService: SettingsService {
    private let http: any HTTPClient

    public init(http: any HTTPClient) {
        self.http = http
    }

    public func saveNotifications(enabled: Bool) async throws {
        let _: [String: Bool] = try await http.send("PUT", "settings", json: ["notifications": enabled])
    }
}

/// A ``SettingsService`` for tests and previews, backed by a ``UseCaseMock``.
public struct SettingsServiceMock: SettingsService {
    public let mock: UseCaseMock<Bool, Void>

    public init(results: [Result<Void, any Error>] = [.success(())], suspended: Bool = false) {
        self.mock = UseCaseMock("SettingsService.saveNotifications", results: results, suspended: suspended)
    }

    public func saveNotifications(enabled: Bool) async throws {
        try await mock(enabled)
    }
}

/// The `settingsService` dependency: live through the app's transport, a mock in previews,
/// failing by name in tests.
public enum SettingsServiceKey: DependencyKey {
    public static var liveValue: any SettingsService { LiveSettingsService(http: DependencyValues.current.httpClient) }
    public static var previewValue: any SettingsService { SettingsServiceMock() }
    public static let testValue: any SettingsService = UnimplementedSettingsService()
}

struct UnimplementedSettingsService: SettingsService {
    let save: @Sendable (Bool) async throws -> Void = unimplemented("SettingsService.saveNotifications")

    func saveNotifications(enabled: Bool) async throws { try await save(enabled) }
}

extension DependencyValues {
    /// The settings server.
    public var settingsService: any SettingsService {
        get { self[SettingsServiceKey.self] }
        set { self[SettingsServiceKey.self] = newValue }
    }
}
