import ViewStateKit
extension Reducer {
    /// Runs `child` on one case of this reducer's enum state while the state is that case, and
    /// cancels the child's effects once it is not (the state became another case, or the same
    /// case with another `id`).
    ///
    /// ```swift
    /// enum State: Equatable, Sendable {
    ///     case loggedOut(Login.State)
    ///     case loggedIn(Home.State)
    /// }
    /// enum Action: Equatable, Sendable {
    ///     case loggedOut(Login.Action)
    ///     case loggedIn(Home.Action)
    /// }
    ///
    /// Reduce { state, action in … }   // switches: state = .loggedIn(Home.State())
    ///     .ifCaseLet(State.loggedOut, action: Action.loggedOut) { Login() }
    ///     .ifCaseLet(State.loggedIn, action: Action.loggedIn) { Home() }
    /// ```
    ///
    /// The child runs first, then this reducer. The case is found by reflection
    /// (``EnumCase/init(_:)``), as is the child action (``ActionPath/init(_:)``). A child action
    /// that arrives while the state is another case changes nothing and is reported, never a crash:
    ///
    /// ```text
    /// ifCaseLet at App/AppReducer.swift:40 received a child action while its state is not \
    /// MyApp.Home.State (it is loggedOut): loggedIn(MyApp.Home.Action.refreshTapped). The state became \
    /// another case while its action was on the way; ifCaseLet cancels the child's effects when that \
    /// happens here, so check the case before sending.
    /// ```
    ///
    /// For one case of an *optional* enum (a destination that can also be `nil`), use
    /// ``ifLet(_:case:action:then:fileID:line:)``.
    public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
        _ stateCase: @escaping @Sendable (ChildState) -> State,
        action: @escaping @Sendable (ChildAction) -> Action,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        ifCaseLet(EnumCase(stateCase), action: ActionPath(action), then: child, fileID: fileID, line: line)
    }

    /// ``ifCaseLet(_:action:then:fileID:line:)`` with an explicit ``EnumCase`` and ``ActionPath``.
    public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
        _ stateCase: EnumCase<State, ChildState>,
        action: ActionPath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(
            parent: self,
            get: stateCase.extract,
            set: { $0 = stateCase.embed($1) },
            clear: nil,
            missing: { state in
                let current = CaseReflection.labels(of: state).first ?? "\(state)"
                return "its state is not \(String(reflecting: ChildState.self)) (it is \(current))"
            },
            advice: otherCaseAdvice,
            action: action,
            child: child(),
            site: ScopingSite(name: "ifCaseLet", fileID: fileID, line: line)
        )
    }
}

/// The advice of `ifCaseLet`'s report of a child action for another case; a constant, since a
/// `body` builds its reducers again for every action.
private let otherCaseAdvice = "The state became another case while its action was on the way; ifCaseLet cancels "
    + "the child's effects when that happens here, so check the case before sending."
