extension Reducer {
    /// Runs `child` on an optional part of the state while it is there — a presented sheet, a
    /// pushed detail — and cancels the child's effects once it goes away.
    ///
    /// ```swift
    /// Reduce { state, action in … }   // the parent presents: state.detail = OrderDetailState(…)
    ///     .ifLet(\.detail, action: AppAction.detail) { OrderDetailReducer() }
    /// ```
    ///
    /// The child runs first, then this reducer, so a parent can react to a child's action (say,
    /// a close button) by setting the state to `nil`. Child actions that arrive while the state
    /// is `nil` are dropped.
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ state: WritableKeyPath<State, ChildState?>,
        action: @escaping @Sendable (ChildAction) -> Action,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(parent: self, state: state, action: ActionPath(action), child: child())
    }

    /// ``ifLet(_:action:then:)`` with an explicit ``ActionPath``.
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ state: WritableKeyPath<State, ChildState?>,
        action: ActionPath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(parent: self, state: state, action: action, child: child())
    }
}

/// A parent reducer with a child that runs on optional state. Made by ``Reducer/ifLet(_:action:then:)``.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    let parent: Parent
    let state: WritableKeyPath<Parent.State, Child.State?>
    let action: ActionPath<Parent.Action, Child.Action>
    let child: Child

    /// The scope the child's effects run in, so they can be cancelled when it goes away.
    private var scope: EffectID { EffectID(PresentedScope(name: String(reflecting: Child.State.self))) }

    public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action) -> Effect<Parent.Action> {
        var childEffect = Effect<Parent.Action>.none
        if let childAction = action.extract(parentAction), var childState = parentState[keyPath: state] {
            let effect = child.reduce(into: &childState, action: childAction)
            parentState[keyPath: state] = childState
            if !effect.isNone { childEffect = effect.map(action.embed).scoped(in: scope) }
        }
        let wasPresented = parentState[keyPath: state] != nil
        let parentEffect = parent.reduce(into: &parentState, action: parentAction)
        let dismissal: Effect<Parent.Action> = wasPresented && parentState[keyPath: state] == nil ? .cancelScope(scope) : .none
        return .merge(childEffect, parentEffect, dismissal)
    }
}

private struct PresentedScope: Hashable, Sendable {
    let name: String
}
