import Foundation
import ViewStateKit

/// One request to the example's server: a method, a path relative to the server, a JSON body.
public struct HTTPRequest: Equatable, Sendable {
    public var method: String
    public var path: String
    public var body: Data?

    public init(method: String = "GET", path: String, body: Data? = nil) {
        self.method = method
        self.path = path
        self.body = body
    }
}

/// The server's answer: a status code and a body.
public struct HTTPResponse: Equatable, Sendable {
    public var statusCode: Int
    public var body: Data

    public init(statusCode: Int = 200, body: Data = Data()) {
        self.statusCode = statusCode
        self.body = body
    }
}

/// The transport every live use case goes through. The app gives it a `URLSession`-backed
/// client; previews and tests give it an ``InMemoryServer``. Nothing in the example touches
/// the network by itself.
///
/// ```swift
/// let service = LiveOrderService(http: InMemoryServer.example)
/// try await service.fetchOrders()    // GET orders, decoded from JSON
/// ```
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// Why a request failed.
public enum HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server answered with a status outside 200–299.
    case status(Int, path: String)
    /// The app was started without a transport.
    case noTransport(path: String)

    public var description: String {
        switch self {
        case .status(let code, let path): "HTTP \(code) for \(path)"
        case .noTransport(let path):
            "No HTTP transport for \(path); give the app one: withDependencies { $0.httpClient = … }"
        }
    }
}

extension HTTPClient {
    /// Sends `GET path` and decodes the JSON answer as `Answer`.
    public func get<Answer: Decodable>(_ path: String, as _: Answer.Type = Answer.self) async throws -> Answer {
        try await decode(send(HTTPRequest(method: "GET", path: path)), path: path)
    }

    /// Sends `method path` with `body` as JSON and decodes the JSON answer as `Answer`.
    public func send<Answer: Decodable>(
        _ method: String, _ path: String, json body: some Encodable, as _: Answer.Type = Answer.self
    ) async throws -> Answer {
        let data = try JSONEncoder().encode(body)
        return try await decode(send(HTTPRequest(method: method, path: path, body: data)), path: path)
    }

    private func decode<Answer: Decodable>(_ response: HTTPResponse, path: String) throws -> Answer {
        guard (200..<300).contains(response.statusCode) else { throw HTTPError.status(response.statusCode, path: path) }
        return try JSONDecoder().decode(Answer.self, from: response.body)
    }
}

/// The transport of an app started without one: every request fails, saying how to give one.
public struct UnconfiguredHTTPClient: HTTPClient {
    public init() {}

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw HTTPError.noTransport(path: request.path)
    }
}

/// The `httpClient` dependency: unconfigured live (the app target sets its own), the
/// in-memory example server in previews, unimplemented in tests.
public enum HTTPClientKey: DependencyKey {
    public static let liveValue: any HTTPClient = UnconfiguredHTTPClient()
    public static let previewValue: any HTTPClient = InMemoryServer.example
    public static let testValue: any HTTPClient = UnimplementedHTTPClient()
}

/// A transport that fails the test when a request is sent.
struct UnimplementedHTTPClient: HTTPClient {
    let send: @Sendable (HTTPRequest) async throws -> HTTPResponse = unimplemented("HTTPClient.send")

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await send(request)
    }
}

extension DependencyValues {
    /// The transport live use cases use.
    public var httpClient: any HTTPClient {
        get { self[HTTPClientKey.self] }
        set { self[HTTPClientKey.self] = newValue }
    }
}
