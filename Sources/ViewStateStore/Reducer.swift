import ViewStateKit
/// A feature's logic: a pure function that changes the state for an action and returns the
/// ``Effect`` to run next.
///
/// Write `reduce(into:action:)` with a `switch`, keeping dependencies as stored properties so
/// tests and previews hand in mocks:
///
/// ```swift
/// struct ItemsReducer: Reducer {
///     struct State: Equatable, Sendable {
///         var items: [Item] = []
///         var isLoading = false
///     }
///
///     enum Action: Equatable, Sendable {
///         case onAppear
///         case fetchItemsResponse(Result<[Item], LoadFailure>)
///         case itemTapped(Item)
///     }
///
///     let apiClient: APIClient
///
///     func reduce(into state: inout State, action: Action) -> Effect<Action> {
///         switch action {
///         case .onAppear:
///             state.isLoading = true
///             return .run { [apiClient] send in
///                 await send(.fetchItemsResponse(await Result { try await apiClient.fetchItems() }))
///             }
///         case .fetchItemsResponse(.success(let items)):
///             state.isLoading = false
///             state.items = items
///             return .none
///         case .fetchItemsResponse(.failure):
///             state.isLoading = false
///             return .none
///         case .itemTapped:
///             return .none
///         }
///     }
/// }
/// ```
///
/// Or build it from smaller reducers in `body` instead (``Scope``, ``Reducer/ifLet(_:action:then:fileID:line:)``,
/// ``Reducer/forEach(_:action:element:)``, ``Reduce``):
///
/// ```swift
/// var body: some Reducer<AppState, AppAction> {
///     Scope(state: \.items, action: AppAction.items) { ItemsReducer(apiClient: apiClient) }
///     Reduce { state, action in … }
/// }
/// ```
public protocol Reducer<State, Action> {
    /// The feature's state, a value.
    associatedtype State
    /// What can happen in the feature: user events and effect results, named for what happened.
    associatedtype Action: Sendable
    /// The reducer `body` is made of; `Never` when the type implements `reduce` itself.
    associatedtype Body

    /// Changes `state` for `action` and returns what to do next. Must not do the work itself.
    func reduce(into state: inout State, action: Action) -> Effect<Action>

    /// The reducers this one is made of, run in order for every action.
    @ReducerBuilder<State, Action> var body: Body { get }
}

extension Reducer where Body == Never {
    /// A reducer that implements `reduce(into:action:)` has no body.
    public var body: Never {
        fatalError("\(Self.self) implements reduce(into:action:) and has no body.")
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// Runs ``body``.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }
}

/// A store for reducer `R`: `StoreOf<ItemsReducer>` is `Store<ItemsReducer.State, ItemsReducer.Action>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
