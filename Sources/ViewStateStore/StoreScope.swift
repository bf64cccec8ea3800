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
@MainActor
@dynamicMemberLookup
public final class StoreScope<State: Equatable, Action: Sendable>: Observable {
    private var current: State
    private let registrar = ObservationRegistrar()
    private let readState: @MainActor () -> State
    private let sendAction: @MainActor (Action) -> StoreTask
    let children = ScopeChildren()

    init(readState: @escaping @MainActor () -> State, send: @escaping @MainActor (Action) -> StoreTask) {
        self.readState = readState
        self.sendAction = send
        self.current = readState()
    }

    /// The slice's current value. Reading it inside an observation tracks only this slice.
    public var state: State {
        registrar.access(self, keyPath: \.state)
        return current
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
        children.scope(for: toChildState, ChildAction.self) {
            StoreScope<ChildState, ChildAction>(
                readState: { [self] in current[keyPath: toChildState] },
                send: { [self] in send(embed($0)) }
            )
        }
    }

    /// Reads the slice again; notifies observers, then nested scopes, when it changed.
    func refresh() {
        let next = readState()
        guard next != current else { return }
        registrar.withMutation(of: self, keyPath: \.state) { current = next }
        children.refresh()
    }
}

/// The scopes made from a store or a scope, held weakly: a scope lives while someone (a view)
/// holds it, and holds its parent. Asking again for a live slice returns the same scope; each
/// live scope is refreshed after every action.
@MainActor
@usableFromInline
final class ScopeChildren {
    private struct Key: Hashable {
        let state: AnyKeyPath
        let action: ObjectIdentifier
    }

    private struct Entry {
        weak var scope: AnyObject?
        let refresh: () -> Void
    }

    private var entries: [Key: Entry] = [:]
    private var order: [Key] = []

    /// The scope for this slice and action type, made by `make` unless a live one exists.
    func scope<ChildState: Equatable, ChildAction: Sendable>(
        for keyPath: AnyKeyPath,
        _ action: ChildAction.Type,
        make: () -> StoreScope<ChildState, ChildAction>
    ) -> StoreScope<ChildState, ChildAction> {
        let key = Key(state: keyPath, action: ObjectIdentifier(action))
        if let existing = entries[key]?.scope as? StoreScope<ChildState, ChildAction> { return existing }
        let scope = make()
        if entries[key] == nil { order.append(key) }
        entries[key] = Entry(scope: scope, refresh: { [weak scope] in scope?.refresh() })
        return scope
    }

    @usableFromInline func refresh() {
        guard !order.isEmpty else { return }
        var live: [Key] = []
        for key in order {
            if entries[key]?.scope == nil {
                entries[key] = nil
            } else {
                live.append(key)
            }
        }
        order = live
        for key in order { entries[key]?.refresh() }
    }
}
