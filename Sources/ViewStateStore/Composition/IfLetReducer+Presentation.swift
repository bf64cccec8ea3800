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
    /// The child can close itself: `await dismiss()` from one of its effects (``DismissEffect``)
    /// sends `.dismiss`. A `.dismiss` to which the parent answers by presenting a child with
    /// another identity (another `id`, another case) keeps the new child.
    ///
    /// A `.presented` action while the state is `nil` is reported as for
    /// ``ifLet(_:action:then:fileID:line:)``, and so is a `.dismiss`:
    ///
    /// ```text
    /// ifLet at App/AppReducer.swift:31 received a dismissal while its state is nil: \
    /// detail(ViewStateStore.PresentationAction<MyApp.Detail.Action>.dismiss). The child was dismissed \
    /// already, or never presented; send .dismiss only while it is presented.
    /// ```
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
        reducer.presentation = IfLetReducer.Presentation(
            isDismissal: { parentAction in
                if case .dismiss = presentation.extract(parentAction) { true } else { false }
            },
            dismissal: presentation.embed(.dismiss)
        )
        return reducer
    }

    /// ``ifLet(_:action:then:fileID:line:)-(_,(PresentationAction<ChildAction>)->Action,_,_,_)``
    /// with no child reducer: for an alert or a dialog, which has no logic of its own, is dismissed
    /// by `.dismiss`, and goes away by itself when one of its buttons' actions arrives.
    ///
    /// ```swift
    /// struct State: Equatable, Sendable { var alert: AlertState<Action.Alert>? }
    /// enum Action: Equatable, Sendable {
    ///     case alert(PresentationAction<Alert>)
    ///     enum Alert: Equatable, Sendable { case deleteConfirmed }
    /// }
    ///
    /// Reduce { state, action in … }   // .alert(.presented(.deleteConfirmed)): state.alert is nil already
    ///     .ifLet(\.alert, action: Action.alert)
    /// ```
    public func ifLet<ChildState, ChildAction: Sendable>(
        _ state: WritableKeyPath<State, ChildState?>,
        action: @escaping @Sendable (PresentationAction<ChildAction>) -> Action,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> {
        ifLet(state, action: action, then: { EmptyReducer() }, fileID: fileID, line: line)
    }
}
