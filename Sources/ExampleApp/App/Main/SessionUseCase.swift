import ViewStateKit

/// Finds out who is signed in on this device. Live, mock and preview implementations come
/// through the `sessionUseCase` dependency or the view model's initializer.
public protocol SessionUseCase: Sendable {
    /// The signed-in person, or `nil` when nobody is.
    func restoreSession() async throws -> User?
}

/// The live ``SessionUseCase``: `GET session` through an ``HTTPClient``; a 401 means
/// nobody is signed in.
public struct LiveSessionUseCase: SessionUseCase {
    private let http: any HTTPClient

    public init(http: any HTTPClient) {
        self.http = http
    }

    public func restoreSession() async throws -> User? {
        do {
            return try await http.get("session") as User
        } catch HTTPError.status(401, _) {
            return nil
        }
    }
}

/// A ``SessionUseCase`` for tests and previews, backed by a ``UseCaseMock``.
///
/// ```swift
/// let session = SessionUseCaseMock(results: [.success(nil)])    // signed out
/// ```
public struct SessionUseCaseMock: SessionUseCase {
    public let mock: UseCaseMock<Void, User?>

    public init(results: [Result<User?, any Error>] = [.success(.taro)], suspended: Bool = false) {
        self.mock = UseCaseMock("SessionUseCase.restoreSession", results: results, suspended: suspended)
    }

    public func restoreSession() async throws -> User? {
        try await mock(())
    }
}

/// The `sessionUseCase` dependency: live through the app's transport, a signed-in mock in
/// previews, failing by name in tests.
public enum SessionUseCaseKey: DependencyKey {
    public static var liveValue: any SessionUseCase { LiveSessionUseCase(http: DependencyValues.current.httpClient) }
    public static var previewValue: any SessionUseCase { SessionUseCaseMock() }
    public static let testValue: any SessionUseCase = UnimplementedSessionUseCase()
}

struct UnimplementedSessionUseCase: SessionUseCase {
    let call: @Sendable () async throws -> User? = unimplemented("SessionUseCase.restoreSession")

    func restoreSession() async throws -> User? {
        try await call()
    }
}

extension DependencyValues {
    /// Who is signed in.
    public var sessionUseCase: any SessionUseCase {
        get { self[SessionUseCaseKey.self] }
        set { self[SessionUseCaseKey.self] = newValue }
    }
}
