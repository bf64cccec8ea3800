import Foundation
import ViewStateKit

/// Signs a person in. Live, mock and preview implementations are chosen where the view model
/// is built.
public protocol LoginUseCase: Sendable {
    func login(email: String, password: String) async throws -> User
}

/// What the person typed, as a value a mock can log and a test can compare.
public struct LoginCredentials: Equatable, Sendable, Codable {
    public let email: String
    public let password: String

    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}

/// Why signing in failed.
public enum LoginError: Error, Equatable, Sendable {
    /// The server did not accept the email and password.
    case rejected
}

/// The real use case: posts the credentials as JSON to `login` and decodes the `User` it answers.
///
/// The transport is a closure (path, body) → body, so the app can hand it its HTTP client and
/// a test can hand it a fake one; nothing here touches the network by itself.
public struct LiveLoginUseCase: LoginUseCase {
    public typealias Post = @Sendable (_ path: String, _ body: Data) async throws -> Data

    private let post: Post

    public init(post: @escaping Post) {
        self.post = post
    }

    /// Posts through `http`: `POST login` with the credentials as JSON.
    public init(http: any HTTPClient) {
        self.post = { path, body in
            let response = try await http.send(HTTPRequest(method: "POST", path: path, body: body))
            guard (200..<300).contains(response.statusCode) else { throw LoginError.rejected }
            return response.body
        }
    }

    public func login(email: String, password: String) async throws -> User {
        let body = try JSONEncoder().encode(LoginCredentials(email: email, password: password))
        let answer = try await post("login", body)
        return try JSONDecoder().decode(User.self, from: answer)
    }
}

/// A `LoginUseCase` for tests and previews, backed by a ``UseCaseMock``: program its results,
/// read its calls, suspend it to hold the screen in `.loading`.
///
/// ```swift
/// let useCase = LoginUseCaseMock(results: [.failure(LoginError.rejected)])
/// ```
public struct LoginUseCaseMock: LoginUseCase {
    public let mock: UseCaseMock<LoginCredentials, User>

    public init(results: [Result<User, any Error>] = [.success(.taro)], suspended: Bool = false) {
        self.mock = UseCaseMock("LoginUseCase.login", results: results, suspended: suspended)
    }

    public func login(email: String, password: String) async throws -> User {
        try await mock(LoginCredentials(email: email, password: password))
    }
}
