import ViewStateKit
extension Reducer {
    /// ``ifLet(_:action:then:fileID:line:)`` for a child whose parent action carries a
    /// ``PresentationAction``: `.presented(action)` runs the child, `.dismiss` sets the state to
    /// `nil` (after this reducer has seen it) and cancels the child's effects.
    ///
    /// ```swift
    /// struct State: Equatable, Sendable { var detail: Detail.State? }
    /// enum Action: Equatable, Sendable {
    ///     case openTapped
    ///     case detail(PresentationAction<Detail.Action>)
    /// }
    ///
    /// Reduce { state, action in
    ///     if case .openTapped = action { state.detail = Detail.State() }
    ///     return .none
    /// }
    /// .ifLet(\.detail, action: Action.detail) { Detail() }
    /// ```
    ///
    /// A `.presented` action while the state is `nil` is reported as for
    /// ``ifLet(_:action:then:fileID:line:)``; a `.dismiss` while it is `nil` does nothing.
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ state: WritableKeyPath<State, ChildState?>,
        action: @escaping @Sendable (PresentationAction<ChildAction>) -> Action,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action, ChildAction: Sendable {
        let presentation = ActionPath(action)
        let presented = ActionPath<PresentationAction<ChildAction>, ChildAction>(embed: PresentationAction.presented) {
            if case .presented(let childAction) = $0 { childAction } else { nil }
        }
        var reducer = ifLet(state, action: presentation.appending(presented), then: child, fileID: fileID, line: line)
        reducer.dismiss = (
            isDismissal: { parentAction in
                if case .dismiss = presentation.extract(parentAction) { true } else { false }
            },
            clear: { $0[keyPath: state] = nil }
        )
        return reducer
    }
}
