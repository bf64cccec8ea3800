import ViewStateKit
/// What can happen to a presented child (a sheet, a destination): one of its own actions, or
/// being dismissed. The seed's `case destination(PresentationAction<Destination.Action>)`.
///
/// ```swift
/// enum Action: Equatable, Sendable {
///     case detail(PresentationAction<Detail.Action>)
/// }
///
/// Reduce { state, action in … }
///     .ifLet(\.detail, action: Action.detail) { Detail() }
///
/// store.send(.detail(.presented(.saveTapped)))   // runs Detail
/// store.send(.detail(.dismiss))                  // sets state.detail to nil, cancels Detail's effects
/// ```
public enum PresentationAction<Action> {
    /// An action of the presented child.
    case presented(Action)
    /// Dismisses the child: its state becomes `nil` after the parent has seen the action.
    case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
