import ViewStateKit
extension Reducer {
    /// Runs `child` on one case of an optional enum — the seed's `destination` — while the state
    /// is that case, and cancels the child's effects once it is not (dismissed to `nil`, or
    /// replaced by another case).
    ///
    /// ```swift
    /// struct State: Equatable, Sendable {
    ///     var destination: Destination?
    /// }
    /// enum Destination: Equatable, Sendable {
    ///     case featureB(FeatureB.State)
    ///     case settings(Settings.State)
    /// }
    /// enum Action: Equatable, Sendable {
    ///     case openFeatureBTapped
    ///     case destination(DestinationAction)
    /// }
    /// enum DestinationAction: Equatable, Sendable {
    ///     case featureB(FeatureB.Action)
    ///     case settings(Settings.Action)
    /// }
    ///
    /// Reduce { state, action in … }    // presents: state.destination = .featureB(FeatureB.State())
    ///     .ifLet(\.destination, case: Destination.featureB, action: { .destination(.featureB($0)) }) {
    ///         FeatureB()
    ///     }
    ///     .ifLet(\.destination, case: Destination.settings, action: { .destination(.settings($0)) }) {
    ///         Settings()
    ///     }
    /// ```
    ///
    /// The case is found by reflection (``EnumCase/init(_:)``), and so is the child action inside
    /// nested cases (``ActionPath/init(_:)``). A child action that arrives while the state is
    /// another case or `nil` changes nothing and is reported, never a crash:
    ///
    /// ```text
    /// ifLet at App/AppReducer.swift:40 received a child action while its state is not \
    /// MyApp.FeatureB.State (it is nil): destination(MyApp.DestinationAction.featureB(MyApp.FeatureB.Action.closeTapped)). …
    /// ```
    public func ifLet<DestinationState, ChildState, ChildAction, Child: Reducer>(
        _ state: WritableKeyPath<State, DestinationState?>,
        case stateCase: @escaping @Sendable (ChildState) -> DestinationState,
        action: @escaping @Sendable (ChildAction) -> Action,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        ifLet(state, case: EnumCase(stateCase), action: ActionPath(action), then: child, fileID: fileID, line: line)
    }

    /// ``ifLet(_:case:action:then:fileID:line:)`` with an explicit ``EnumCase`` and ``ActionPath``.
    public func ifLet<DestinationState, ChildState, ChildAction, Child: Reducer>(
        _ state: WritableKeyPath<State, DestinationState?>,
        case stateCase: EnumCase<DestinationState, ChildState>,
        action: ActionPath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(
            parent: self,
            get: { $0[keyPath: state].flatMap(stateCase.extract) },
            set: { $0[keyPath: state] = stateCase.embed($1) },
            clear: { $0[keyPath: state] = nil },
            missing: { parent in
                let current = parent[keyPath: state].map { CaseReflection.labels(of: $0).first ?? "\($0)" } ?? "nil"
                return "its state is not \(String(reflecting: ChildState.self)) (it is \(current))"
            },
            action: action,
            child: child(),
            site: ScopingSite(name: "ifLet", fileID: fileID, line: line, statePath: StatePath(keyPath: state))
        )
    }
}

