import ViewStateKit
/// What can happen to a navigation stack: push, pop, pop back to an element, replace the path, and
/// an action of one element, by id. The seed's `pushOrderDetail`, `popToRoot`, `setOrderPath`,
/// for any element type.
///
/// ```swift
/// enum Action: Sendable {
///     case path(StackAction<Path.State, Path.Action>)
/// }
/// store.send(.path(.push(.detail(Detail.State(orderID: 1)))))
/// store.send(.path(.element(id: 0, action: .detail(.saveTapped))))
/// store.send(.path(.popFrom(id: 0)))
/// ```
///
/// A stack of plain values, whose elements have no actions, uses ``NavigationStackAction``.
public enum StackAction<Element, ElementAction> {
    /// Pushes an element on top.
    case push(Element)
    /// Pops the top element.
    case pop
    /// Pops everything.
    case popToRoot
    /// Replaces the path (a `NavigationStack` binding, a deep link).
    case setPath([Element])
    /// Pops the element with this id and everything above it.
    case popFrom(id: StackElementID)
    /// An action of the element with this id.
    case element(id: StackElementID, action: ElementAction)
}

/// The actions of a stack of plain values (no element actions): `NavigationStackAction<OrderDestination>`.
///
/// ```swift
/// case .navigation(.orderPath(let action)):
///     state.navigation.orderPath.apply(action)    // .push, .pop, .popToRoot, .setPath, .popFrom
///     return .none
/// ```
public typealias NavigationStackAction<Destination> = StackAction<Destination, Never>

extension StackAction: Equatable where Element: Equatable, ElementAction: Equatable {}
extension StackAction: Hashable where Element: Hashable, ElementAction: Hashable {}
extension StackAction: Sendable where Element: Sendable, ElementAction: Sendable {}
