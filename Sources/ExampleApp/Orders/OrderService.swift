import ViewStateKit

/// Fetches the person's orders: the seed's `OrderServiceProtocol`. Live, mock and preview
/// implementations are chosen where the store is built.
public protocol OrderService: Sendable {
    func fetchOrders() async throws -> [Order]
}

/// An ``OrderService`` for tests and previews, backed by a ``UseCaseMock``: program results,
/// add latency on a ``ManualClock``, or suspend calls to hold the screen in loading.
///
/// ```swift
/// let service = OrderServiceMock(results: [.success(Order.mocks)])
/// ```
public struct OrderServiceMock: OrderService {
    public let mock: UseCaseMock<Void, [Order]>

    public init(
        results: [Result<[Order], any Error>] = [.success(Order.mocks)],
        latency: Duration = .zero,
        clock: ManualClock? = nil,
        suspended: Bool = false
    ) {
        self.mock = UseCaseMock("OrderService.fetchOrders", results: results, latency: latency, clock: clock, suspended: suspended)
    }

    public func fetchOrders() async throws -> [Order] {
        try await mock(())
    }
}

/// The live ``OrderService``: asks the server through an ``HTTPClient`` — `GET orders`,
/// `PUT orders/<id>`, `DELETE orders/<id>` — and decodes its JSON.
///
/// ```swift
/// AppReducer(orderService: LiveOrderService(http: urlSessionClient), itemsAPI: .live(http: urlSessionClient))
/// ```
public struct LiveOrderService: OrderService {
    private let http: any HTTPClient

    public init(http: any HTTPClient) {
        self.http = http
    }

    public func fetchOrders() async throws -> [Order] {
        try await http.get("orders")
    }
}
