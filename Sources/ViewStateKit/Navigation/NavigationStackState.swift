/// The path of a navigation stack as state: the destinations pushed on top of the root,
/// bottom first. Drive a SwiftUI `NavigationStack(path:)` with ``path``.
///
/// ```swift
/// struct NavigationState: Equatable, Sendable {
///     var selectedTab: Tab = .orders
///     var orderPath = NavigationStackState<OrderDestination>()
/// }
///
/// state.navigation.orderPath.push(.orderDetail(order.id))
/// state.navigation.orderPath.popToRoot()
/// ```
public struct NavigationStackState<Destination: Hashable & Sendable>: Hashable, Sendable {
    /// The pushed destinations, bottom first; empty at the root.
    public var path: [Destination]

    public init(_ path: [Destination] = []) {
        self.path = path
    }

    /// The destination on top, or `nil` at the root.
    public var top: Destination? { path.last }

    /// Whether nothing is pushed.
    public var isAtRoot: Bool { path.isEmpty }

    /// Pushes `destination` on top.
    public mutating func push(_ destination: Destination) {
        path.append(destination)
    }

    /// Pops the top destination and returns it; at the root does nothing and returns `nil`.
    @discardableResult
    public mutating func pop() -> Destination? {
        path.popLast()
    }

    /// Pops everything: back to the root.
    public mutating func popToRoot() {
        path.removeAll()
    }

    /// Replaces the whole path, as a `NavigationStack` binding or a deep link does.
    public mutating func setPath(_ newPath: [Destination]) {
        path = newPath
    }

    /// Carries out a ``NavigationStackAction``, for reducers that forward them as they are.
    ///
    /// ```swift
    /// case .navigation(.orderPath(let action)):
    ///     state.navigation.orderPath.apply(action)
    ///     return .none
    /// ```
    public mutating func apply(_ action: NavigationStackAction<Destination>) {
        switch action {
        case .push(let destination): push(destination)
        case .pop: pop()
        case .popToRoot: popToRoot()
        case .setPath(let newPath): setPath(newPath)
        }
    }
}

/// What can happen to a navigation stack: the seed's `pushOrderDetail`, `popToRoot`,
/// `setOrderPath`, for any destination type.
public enum NavigationStackAction<Destination: Hashable & Sendable>: Hashable, Sendable {
    case push(Destination)
    case pop
    case popToRoot
    case setPath([Destination])
}
