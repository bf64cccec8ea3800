import Observation
import ViewStateKit

/// One slice of a store's state as its scopes observe it: the value as of the last action, and
/// the observers to notify when an action changes it. Shared by every ``StoreScope`` of the
/// slice, whatever action each sends — a slice is keyed by its state path alone, and routing
/// stays with each scope.
@MainActor
final class ScopeSlice<State: Equatable>: Observable {
    private var current: State
    private let registrar = ObservationRegistrar()
    private let readState: @MainActor () -> State
    let children = ScopeSlices()

    init(readState: @escaping @MainActor () -> State) {
        self.readState = readState
        self.current = readState()
    }

    /// The slice's value, tracked by observation.
    var state: State {
        registrar.access(self, keyPath: \.state)
        return current
    }

    /// The slice of this slice at `keyPath`.
    func child<Child: Equatable>(_ keyPath: KeyPath<State, Child>) -> ScopeSlice<Child> {
        children.slice(for: keyPath) { [self] in current[keyPath: keyPath] }
    }

    /// Reads the slice again; notifies observers, then nested slices, when it changed.
    func refresh() {
        let next = readState()
        guard next != current else { return }
        registrar.withMutation(of: self, keyPath: \.state) { current = next }
        children.refresh()
    }
}

/// The slices made from a store or a slice, by state path, held weakly: a slice lives while a
/// scope of it does (a view holds the scope), and holds its parent. Each live slice is refreshed
/// after every action.
@MainActor
@usableFromInline
final class ScopeSlices {
    private struct Entry {
        weak var slice: AnyObject?
        let refresh: () -> Void
    }

    private var entries: [AnyKeyPath: Entry] = [:]
    private var order: [AnyKeyPath] = []

    /// The live slice at `keyPath`, or a new one reading its value with `read`.
    func slice<Child: Equatable>(for keyPath: AnyKeyPath, read: @escaping @MainActor () -> Child) -> ScopeSlice<Child> {
        if let existing = entries[keyPath]?.slice as? ScopeSlice<Child> { return existing }
        let slice = ScopeSlice<Child>(readState: read)
        if entries[keyPath] == nil { order.append(keyPath) }
        entries[keyPath] = Entry(slice: slice, refresh: { [weak slice] in slice?.refresh() })
        return slice
    }

    @usableFromInline func refresh() {
        guard !order.isEmpty else { return }
        var live: [AnyKeyPath] = []
        for keyPath in order {
            if entries[keyPath]?.slice == nil {
                entries[keyPath] = nil
            } else {
                live.append(keyPath)
            }
        }
        order = live
        for keyPath in order { entries[keyPath]?.refresh() }
    }
}
