import ViewStateKit

/// Runs a child feature's reducer on one part of the parent's state, for the parent's actions
/// that carry a child action; the child's effects come back embedded in the parent's actions.
///
/// ```swift
/// struct AppState { var order = OrderState(); var items = ItemsReducer.State() }
/// enum AppAction: Sendable { case order(OrderAction); case items(ItemsReducer.Action) }
///
/// var body: some Reducer<AppState, AppAction> {
///     Scope(state: \.order, action: AppAction.order) { OrderFeature(orderService: orderService) }
///     Scope(state: \.items, action: AppAction.items) { ItemsReducer(apiClient: apiClient) }
/// }
/// ```
///
/// The part can also be one case of an enum state, named by an ``EnumCase``; the child runs
/// while the state is that case:
///
/// ```swift
/// enum State: Equatable, Sendable { case loggedOut(Login.State), loggedIn(Home.State) }
/// enum Action: Sendable { case login(Login.Action), home(Home.Action) }
///
/// var body: some Reducer<State, Action> {
///     Scope(state: EnumCase(State.loggedOut), action: Action.login) { Login() }
///     Scope(state: EnumCase(State.loggedIn), action: Action.home) { Home() }
/// }
/// ```
///
/// A child action that arrives while the state is another case changes nothing and is reported,
/// never a crash:
///
/// ```text
/// Scope at App/AppReducer.swift:31 received a child action while its state is another case (it is \
/// loggedIn): login(MyApp.Login.Action.submitTapped). A parent reducer changed the case before the \
/// child ran, or an effect sent the action after it changed; …
/// ```
///
/// Parent actions of other cases pass through untouched.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
    @usableFromInline let state: Part
    @usableFromInline let action: ActionPath<ParentAction, Child.Action>
    @usableFromInline let child: Child

    /// Where the child's state is: a stored property, or one case of an enum and where the
    /// scope was written (for reports).
    @usableFromInline
    enum Part {
        case keyPath(WritableKeyPath<ParentState, Child.State>)
        case enumCase(EnumCase<ParentState, Child.State>, fileID: String, line: UInt)
    }

    /// Scopes `child` to `state`, for actions that `action` can extract.
    @inlinable
    public init<ChildState, ChildAction>(
        state: WritableKeyPath<ParentState, ChildState>,
        action: ActionPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.state = .keyPath(state)
        self.action = action
        self.child = child()
    }

    /// Scopes `child` to `state`, for actions of the case `embed` builds (see ``ActionPath/init(_:)``).
    @inlinable
    public init<ChildState, ChildAction>(
        state: WritableKeyPath<ParentState, ChildState>,
        action embed: @escaping @Sendable (ChildAction) -> ParentAction,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: state, action: ActionPath(embed), child: child)
    }

    /// Scopes `child` to one case of the parent's state, for actions that `action` can extract.
    public init<ChildState, ChildAction>(
        state stateCase: EnumCase<ParentState, ChildState>,
        action: ActionPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: String = #fileID,
        line: UInt = #line
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.state = .enumCase(stateCase, fileID: fileID, line: line)
        self.action = action
        self.child = child()
    }

    /// Scopes `child` to one case of the parent's state, for actions of the case `embed` builds.
    public init<ChildState, ChildAction>(
        state stateCase: EnumCase<ParentState, ChildState>,
        action embed: @escaping @Sendable (ChildAction) -> ParentAction,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: String = #fileID,
        line: UInt = #line
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: stateCase, action: ActionPath(embed), child: child, fileID: fileID, line: line)
    }

    @inlinable
    public func reduce(into parentState: inout ParentState, action parentAction: ParentAction) -> Effect<ParentAction> {
        guard let childAction = action.extract(parentAction) else { return .none }
        let effect: Effect<Child.Action>
        switch state {
        case .keyPath(let keyPath):
            effect = child.reduce(into: &parentState[keyPath: keyPath], action: childAction)
        case .enumCase:
            effect = reduceCase(into: &parentState, childAction, parentAction)
        }
        return effect.isNone ? .none : effect.map(action.embed)
    }

    /// The child on its case, or a report when the state is another case.
    @usableFromInline
    func reduceCase(into parentState: inout ParentState, _ childAction: Child.Action, _ parentAction: ParentAction) -> Effect<Child.Action> {
        guard case .enumCase(let stateCase, let fileID, let line) = state else { return .none }
        var effect = Effect<Child.Action>.none
        let found = stateCase.modify(&parentState) { effect = child.reduce(into: &$0, action: childAction) }
        if !found {
            let current = CaseReflection.labels(of: parentState).first ?? CompositionReport.describe(parentState)
            CompositionReport.report(
                "\(ScopingSite(name: "Scope", fileID: fileID, line: line)) received a child action while its state is "
                    + "another case (it is \(current)): \(CompositionReport.describe(parentAction)). A parent reducer "
                    + "changed the case before the child ran, or an effect sent the action after it changed; run the "
                    + "child before the parent changes the case (ifLet(_:case:) does), or cancel the child's effects "
                    + "when the case changes."
            )
        }
        return effect
    }
}
