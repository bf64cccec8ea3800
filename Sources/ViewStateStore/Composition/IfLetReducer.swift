import ViewStateKit
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
    /// a close button) by setting the state to `nil`.
    ///
    /// A child action that arrives while the state is `nil` changes nothing and is reported
    /// (never a crash), naming this call's file and line and the action:
    ///
    /// ```text
    /// ifLet at App/AppReducer.swift:31 received a child action while its state is nil: \
    /// detail(MyApp.RowFeature.Action.saveFinished). The child was dismissed while its action was on the way; \
    /// let ifLet cancel its effects (dismiss by setting the state to nil), or check before sending.
    /// ```
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ state: WritableKeyPath<State, ChildState?>,
        action: @escaping @Sendable (ChildAction) -> Action,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        ifLet(state, action: ActionPath(action), then: child, fileID: fileID, line: line)
    }

    /// ``ifLet(_:action:then:fileID:line:)`` with an explicit ``ActionPath``.
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ state: WritableKeyPath<State, ChildState?>,
        action: ActionPath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(
            parent: self,
            get: { $0[keyPath: state] },
            set: { $0[keyPath: state] = $1 },
            missing: { _ in "its state is nil" },
            action: action,
            child: child(),
            site: ScopingSite(name: "ifLet", fileID: fileID, line: line)
        )
    }
}

/// A parent reducer with a child that runs on optional state, or on one case of an optional
/// enum. Made by ``Reducer/ifLet(_:action:then:fileID:line:)`` and
/// ``Reducer/ifLet(_:case:action:then:fileID:line:)``.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    let parent: Parent
    /// The child's state, when it is presented.
    let get: (Parent.State) -> Child.State?
    /// Writes the child's state back.
    let set: (inout Parent.State, Child.State) -> Void
    /// Why the child is not there, for reports ("its state is nil").
    let missing: (Parent.State) -> String
    let action: ActionPath<Parent.Action, Child.Action>
    let child: Child
    let site: ScopingSite
    /// Set for a ``PresentationAction`` child: which parent actions dismiss it, and how.
    var dismiss: (isDismissal: (Parent.Action) -> Bool, clear: (inout Parent.State) -> Void)?

    /// The scope the child's effects run in, so they can be cancelled when it goes away.
    private var scope: EffectID {
        EffectID(PresentedScope(name: String(reflecting: Child.State.self), site: site.description))
    }

    public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action) -> Effect<Parent.Action> {
        var childEffect = Effect<Parent.Action>.none
        if let childAction = action.extract(parentAction) {
            if var childState = get(parentState) {
                let effect = child.reduce(into: &childState, action: childAction)
                set(&parentState, childState)
                if !effect.isNone { childEffect = effect.map(action.embed).scoped(in: scope) }
            } else {
                CompositionReport.report(
                    "\(site) received a child action while \(missing(parentState)): \(CompositionReport.describe(parentAction)). "
                        + "The child was dismissed while its action was on the way; let ifLet cancel its effects "
                        + "(dismiss by setting the state to nil), or check before sending."
                )
            }
        }
        let wasPresented = get(parentState) != nil
        let parentEffect = parent.reduce(into: &parentState, action: parentAction)
        if let dismiss, dismiss.isDismissal(parentAction) { dismiss.clear(&parentState) }
        let dismissal: Effect<Parent.Action> = wasPresented && get(parentState) == nil ? .cancelScope(scope) : .none
        return .merge(childEffect, parentEffect, dismissal)
    }
}

private struct PresentedScope: Hashable, Sendable {
    let name: String
    let site: String
}
