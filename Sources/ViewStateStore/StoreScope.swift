import Observation
import ViewStateKit

/// A view of one slice of a ``Store``: its state and the actions that reach it, observed on its
/// own. A view that reads a scope is invalidated only when *its slice* changes, not on every
/// change anywhere in the app's state.
///
/// Make one with ``Store/scope(state:action:)``:
///
/// ```swift
/// let orders = appStore.scope(state: \.orders, action: AppAction.orders)
/// orders.isLoading                   // reads appStore.state.orders.isLoading
/// orders.send(.refreshPulled)        // sends AppAction.orders(.refreshPulled)
/// ```
///
/// A scope is `@MainActor` and `Observable`, like the store. It compares its slice after each
/// action the store reduces and notifies its observers only when the slice is different
/// (`State` is `Equatable`). Scopes nest: `orders.scope(state: \.detail, action: OrdersAction.detail)`.
///
/// Each scope sends through its own `action`: two scopes of one slice with different action
/// cases (`Adjust.increment`, `Adjust.decrement`) each send their own. Scopes of the same slice
/// share one observation of it, so asking again for a slice a view already reads costs one
/// small object, not another comparison after every action.
@MainActor
@dynamicMemberLookup
public final class StoreScope<State: Equatable, Action: Sendable>: Observable {
    let slice: ScopeSlice<State>
    private let sendAction: @MainActor (Action) -> StoreTask

    init(slice: ScopeSlice<State>, send: @escaping @MainActor (Action) -> StoreTask) {
        self.slice = slice
        self.sendAction = send
    }

    /// The slice's current value. Reading it inside an observation tracks only this slice.
    public var state: State {
        slice.state
    }

    /// A field of the slice: `scope.isLoading` reads `scope.state.isLoading`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }

    /// Sends `action`, embedded in the parent's actions, to the store.
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        sendAction(action)
    }

    /// A scope of this scope: a smaller slice observed on its own.
    ///
    /// ```swift
    /// let detail = orders.scope(state: \.detail, action: OrdersAction.detail)
    /// ```
    public func scope<ChildState: Equatable, ChildAction: Sendable>(
        state toChildState: KeyPath<State, ChildState>,
        action embed: @escaping @Sendable (ChildAction) -> Action
    ) -> StoreScope<ChildState, ChildAction> {
        let send = sendAction
        return StoreScope<ChildState, ChildAction>(slice: slice.child(toChildState), send: { send(embed($0)) })
    }
}
