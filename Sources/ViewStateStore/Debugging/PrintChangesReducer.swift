import ViewStateKit

extension Reducer {
    /// This reducer, printing each action it receives and how it changed the state: for
    /// debugging, never for a release build. TCA's `_printChanges()`, under the same name.
    ///
    /// ```swift
    /// let store = Store(initialState: AppState()) {
    ///     AppReducer()._printChanges()
    /// }
    /// ```
    ///
    /// See ``ReducerPrinter`` for what is printed. Pass `nil` to turn it off without removing the
    /// call (a build setting, say).
    public func _printChanges(_ printer: ReducerPrinter<State, Action>? = .diff) -> PrintChangesReducer<Self> {
        PrintChangesReducer(base: self, printer: printer)
    }
}

/// A reducer that prints what another does. Made by ``Reducer/_printChanges(_:)``.
public struct PrintChangesReducer<Base: Reducer>: Reducer {
    let base: Base
    let printer: ReducerPrinter<Base.State, Base.Action>?

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        guard let printer else { return base.reduce(into: &state, action: action) }
        let oldState = state
        let effect = base.reduce(into: &state, action: action)
        printer.printChange(action, oldState, state)
        return effect
    }
}
