import Foundation
import ViewStateKit

/// A server that lives in memory: answers requests from a table of JSON bodies by
/// `METHOD path`, and logs every request. Previews run the live use cases against it, and
/// tests check that the live use cases send and decode what the server speaks.
///
/// ```swift
/// let server = InMemoryServer(routes: ["GET orders": .json(Order.mocks)])
/// let orders = try await LiveOrderService(http: server).fetchOrders()   // Order.mocks
/// server.requests.map(\.path)                                           // ["orders"]
/// ```
/// A request with no route gets a 404.
public final class InMemoryServer: HTTPClient {
    private let state: LockedValue<(routes: [String: HTTPResponse], requests: [HTTPRequest])>

    public init(routes: [String: HTTPResponse] = [:]) {
        self.state = LockedValue((routes, []))
    }

    /// Every request received, oldest first.
    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    /// Answers `METHOD path` with `response` from now on.
    public func route(_ key: String, _ response: HTTPResponse) {
        state.withLock { $0.routes[key] = response }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        state.withLock { state in
            state.requests.append(request)
            return state.routes["\(request.method) \(request.path)"] ?? HTTPResponse(statusCode: 404)
        }
    }
}

extension HTTPResponse {
    /// A 200 whose body is `value` as JSON (keys sorted, so the bytes never vary).
    public static func json(_ value: some Encodable) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return HTTPResponse(body: (try? encoder.encode(value)) ?? Data())
    }
}

extension InMemoryServer {
    /// The example's server, answering every route the example's live use cases call with
    /// the fixtures.
    public static var example: InMemoryServer {
        InMemoryServer(routes: [
            "POST login": .json(User.taro),
            "GET session": .json(User.taro),
            "GET orders": .json(Order.mocks),
            "GET profile": .json(UserProfile.taro),
            "GET items?page=0": .json(ItemPage.first),
            "GET items?page=1": .json(ItemPage.last),
            "GET feed?page=0": .json(PostPage.first),
            "GET feed?page=1": .json(PostPage.last),
        ])
    }
}
