import ViewStateKit

/// Fetches the person's orders: the seed's `OrderServiceProtocol`. Live, mock and preview
/// implementations are chosen where the store is built.
public protocol OrderService: Sendable {
    func fetchOrders() async throws -> [Order]
    /// Saves `order` and answers it as saved.
    func updateOrder(_ order: Order) async throws -> Order
    func deleteOrder(id: Order.ID) async throws
}

/// An ``OrderService`` for tests and previews, backed by a ``UseCaseMock``: program results,
/// add latency on a ``ManualClock``, or suspend calls to hold the screen in loading.
///
/// ```swift
/// let service = OrderServiceMock(results: [.success(Order.mocks)])
/// ```
public struct OrderServiceMock: OrderService {
    public let mock: UseCaseMock<Void, [Order]>
    /// Saves: the order in, answered as it was sent.
    public let updates: UseCaseMock<Order, Void>
    /// Deletes: the id in.
    public let deletions: UseCaseMock<Order.ID, Void>

    public init(
        results: [Result<[Order], any Error>] = [.success(Order.mocks)],
        latency: Duration = .zero,
        clock: ManualClock? = nil,
        suspended: Bool = false,
        changes: [Result<Void, any Error>] = [.success(())]
    ) {
        self.mock = UseCaseMock("OrderService.fetchOrders", results: results, latency: latency, clock: clock, suspended: suspended)
        self.updates = UseCaseMock("OrderService.updateOrder", results: changes)
        self.deletions = UseCaseMock("OrderService.deleteOrder", results: changes)
    }

    public func fetchOrders() async throws -> [Order] {
        try await mock(())
    }

    public func updateOrder(_ order: Order) async throws -> Order {
        try await updates(order)
        return order
    }

    public func deleteOrder(id: Order.ID) async throws {
        try await deletions(id)
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

    public func updateOrder(_ order: Order) async throws -> Order {
        try await http.send("PUT", "orders/\(order.id)", json: order)
    }

    public func deleteOrder(id: Order.ID) async throws {
        let response = try await http.send(HTTPRequest(method: "DELETE", path: "orders/\(id)"))
        guard (200..<300).contains(response.statusCode) else { throw HTTPError.status(response.statusCode, path: "orders/\(id)") }
    }
}

/// The `orderService` dependency: live through the app's transport, a mock in previews,
/// failing by name in tests.
public enum OrderServiceKey: DependencyKey {
    public static var liveValue: any OrderService { LiveOrderService(http: DependencyValues.current.httpClient) }
    public static var previewValue: any OrderService { OrderServiceMock() }
    public static let testValue: any OrderService = UnimplementedOrderService()
}

struct UnimplementedOrderService: OrderService {
    let fetch: @Sendable () async throws -> [Order] = unimplemented("OrderService.fetchOrders")
    let update: @Sendable (Order) async throws -> Order = unimplemented("OrderService.updateOrder")
    let delete: @Sendable (Order.ID) async throws -> Void = unimplemented("OrderService.deleteOrder")

    func fetchOrders() async throws -> [Order] { try await fetch() }
    func updateOrder(_ order: Order) async throws -> Order { try await update(order) }
    func deleteOrder(id: Order.ID) async throws { try await delete(id) }
}

extension DependencyValues {
    /// The orders server: the seed's `OrderServiceProtocol`, as a dependency.
    public var orderService: any OrderService {
        get { self[OrderServiceKey.self] }
        set { self[OrderServiceKey.self] = newValue }
    }
}
