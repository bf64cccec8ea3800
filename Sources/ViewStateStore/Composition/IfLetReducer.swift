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
    ///
    /// When the action is a ``PresentationAction``, the presentation overload wins (this one is
    /// disfavoured), so `.ifLet(\.alert, action: Action.alert) {}` dismisses on `.dismiss`.
    @_disfavoredOverload
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
            clear: { $0[keyPath: state] = nil },
            missing: { _ in "its state is nil" },
            action: action,
            child: child(),
            site: ScopingSite(name: "ifLet", fileID: fileID, line: line, statePath: StatePath(keyPath: state))
        )
    }
}

/// A parent reducer with a child that runs on optional state, or on one case of an enum. Made by
/// ``Reducer/ifLet(_:action:then:fileID:line:)``, ``Reducer/ifLet(_:case:action:then:fileID:line:)``
/// and ``Reducer/ifCaseLet(_:action:then:fileID:line:)``.
///
/// The child's effects run in a scope of their own, cancelled as soon as this reducer sees the
/// child gone or replaced by another: its state `nil`, another case, or another `id` when the
/// state is `Identifiable`. A child removed by a reducer that runs elsewhere (a sibling, a parent
/// further up) has its effects cancelled by the next action that reaches this reducer.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    let parent: Parent
    /// The child's state, when it is presented.
    let get: (Parent.State) -> Child.State?
    /// Writes the child's state back.
    let set: (inout Parent.State, Child.State) -> Void
    /// Removes the child (sets the optional to `nil`); `nil` for a case of an enum that is not
    /// optional, which cannot be emptied.
    let clear: ((inout Parent.State) -> Void)?
    /// Why the child is not there, for reports ("its state is nil").
    let missing: (Parent.State) -> String
    /// What to do about a child action that found no child, for reports.
    var advice = dismissedChildAdvice
    let action: ActionPath<Parent.Action, Child.Action>
    let child: Child
    let site: ScopingSite
    /// Set for a ``PresentationAction`` child: which parent actions dismiss it, and the action
    /// its ``DismissEffect`` sends.
    var presentation: Presentation?

    struct Presentation {
        let isDismissal: (Parent.Action) -> Bool
        let dismissal: Parent.Action
    }

    /// The scope the child's effects run in, so they can be cancelled when it goes away.
    private var scope: EffectID {
        EffectID(PresentedScope(state: ObjectIdentifier(Child.State.self), path: site.statePath, fileID: site.fileID, line: site.line))
    }

    public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action) -> Effect<Parent.Action> {
        let entry = ChildIdentity(get(parentState))
        // Effects in the order they must run: a cancellation before the effects it must spare.
        var effects: [Effect<Parent.Action>] = entry == nil ? [.cancelScope(scope)] : []
        if let childAction = action.extract(parentAction) {
            if var childState = get(parentState) {
                let effect = child.reduce(into: &childState, action: childAction)
                set(&parentState, childState)
                if ChildIdentity(childState) != entry { effects.append(.cancelScope(scope)) }
                if !effect.isNone { effects.append(embedded(effect)) }
                if let clear, Ephemeral.isDismissed(childState, by: childAction) {
                    clear(&parentState)
                    effects.append(.cancelScope(scope))
                }
            } else {
                CompositionReport.report(
                    "\(site) received a child action while \(missing(parentState)): \(CompositionReport.describe(parentAction)). "
                        + advice
                )
            }
        }
        let isDismissal = presentation?.isDismissal(parentAction) ?? false
        if isDismissal, entry == nil {
            CompositionReport.report(
                "\(site) received a dismissal while \(missing(parentState)): \(CompositionReport.describe(parentAction)). "
                    + "The child was dismissed already, or never presented; send .dismiss only while it is presented."
            )
        }
        let beforeParent = ChildIdentity(get(parentState))
        effects.append(parent.reduce(into: &parentState, action: parentAction))
        // A dismissal clears the child unless the parent presented another in its place.
        if isDismissal, let clear, ChildIdentity(get(parentState)) == beforeParent { clear(&parentState) }
        if beforeParent != nil, ChildIdentity(get(parentState)) != beforeParent { effects.append(.cancelScope(scope)) }
        return .merge(effects)
    }

    /// The child's effect as the parent runs it: its actions embedded, in the child's scope, able
    /// to dismiss the child when it is presented.
    private func embedded(_ effect: Effect<Child.Action>) -> Effect<Parent.Action> {
        let scoped = effect.map(action.embed).scoped(in: scope)
        guard let presentation else { return scoped }
        return scoped.dismissing(with: presentation.dismissal)
    }
}

/// The advice of `ifLet`'s report of a child action with no child; a constant, since a `body`
/// builds its reducers again for every action.
private let dismissedChildAdvice = "The child was dismissed while its action was on the way; let ifLet cancel its "
    + "effects (dismiss by setting the state to nil), or check before sending."

private struct PresentedScope: Hashable, Sendable {
    let state: ObjectIdentifier
    let path: StatePath?
    let fileID: String
    let line: UInt
}
