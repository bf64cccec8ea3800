/// A value that is loaded asynchronously: not asked for yet, on its way, here, or failed.
///
/// The seeds' `LoadingState<T>`. Use it as a whole screen state or as one field of a larger one.
///
/// ```swift
/// var orders: Loadable<[Order]> = .idle
/// orders = .loading
/// orders = await Loadable { try await orderService.fetchOrders() }
/// orders.value       // [Order(…), …]  or nil
/// orders.isLoading   // false
/// orders.map(\.count) // .loaded(3)
/// ```
public enum Loadable<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(LoadFailure)

    /// Runs `load` and wraps its outcome: `.loaded(value)` or `.failed(LoadFailure(error))`.
    /// A cancelled load gives `.failed` with the cancellation's message; callers that are
    /// cancelled usually drop the result anyway.
    ///
    /// `load` runs on the caller's actor (`isolation` defaults to `#isolation`), so a view
    /// model on the main actor can load through its own methods:
    ///
    /// ```swift
    /// orders = await Loadable { try await self.orderService.fetchOrders() }
    /// ```
    public init(
        isolation: isolated (any Actor)? = #isolation,
        catching load: () async throws -> Value
    ) async {
        do { self = .loaded(try await load()) } catch { self = .failed(LoadFailure(error)) }
    }

    /// The loaded value, or `nil` in every other case.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// The failure, or `nil` in every other case.
    public var failure: LoadFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }

    /// Whether the value is on its way.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Whether nothing has been asked for yet.
    public var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    /// Transforms the loaded value; the other cases carry over unchanged.
    ///
    /// `Loadable.loaded([1, 2, 3]).map(\.count)` is `.loaded(3)`; `.loading.map(\.count)` is `.loading`.
    public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> Loadable<NewValue> {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .loaded(let value): .loaded(try transform(value))
        case .failed(let failure): .failed(failure)
        }
    }
}

extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Hashable where Value: Hashable {}
extension Loadable: Sendable where Value: Sendable {}

/// Why a ``Loadable`` failed: a message for the screen, kept as a value so states stay
/// `Equatable` and `Sendable` (an `any Error` is neither comparable nor printable the same way
/// on every machine).
public struct LoadFailure: Error, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// What the screen shows, e.g. "読み込みに失敗しました".
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public init(stringLiteral message: String) {
        self.message = message
    }

    /// Keeps an error's description as the message: a `LoadFailure` is taken as it is, any
    /// other error by `String(describing:)`.
    public init(_ error: any Error) {
        self.message = (error as? LoadFailure)?.message ?? String(describing: error)
    }

    public var description: String { message }
}
