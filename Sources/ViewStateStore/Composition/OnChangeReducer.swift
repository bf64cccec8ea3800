import ViewStateKit
extension Reducer {
    /// Runs `reducer` after this one whenever an action changed the value `value` reads: derived
    /// state kept in step with what it derives from, or an effect started by a change whatever
    /// action made it.
    ///
    /// ```swift
    /// Reduce { state, action in … }   // changes state.count
    ///     .onChange(of: \.count) { oldValue, newValue in
    ///         Reduce { state, _ in
    ///             state.label = "\(oldValue) → \(newValue)"
    ///             return newValue > 9 ? .send(.limitReached) : .none
    ///         }
    ///     }
    /// ```
    ///
    /// The value is read before and after this reducer runs; `reducer` runs, with the same action,
    /// only when the two differ. Its effects are merged after this reducer's.
    public func onChange<Value: Equatable, Changed: Reducer>(
        of value: @escaping (State) -> Value,
        @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
    ) -> OnChangeReducer<Self, Value, Changed> where Changed.State == State, Changed.Action == Action {
        OnChangeReducer(base: self, value: value, isDuplicate: ==, reducer: reducer)
    }

    /// ``onChange(of:_:)`` for a value that is not `Equatable`, or when only part of it matters:
    /// `reducer` runs unless `isDuplicate(old, new)`.
    ///
    /// ```swift
    /// .onChange(of: \.rows, removeDuplicates: { $0.ids == $1.ids }) { _, _ in
    ///     Reduce { state, _ in state.rowCountChanges += 1; return .none }
    /// }
    /// .onChange(of: { ($0.width, $0.height) }, removeDuplicates: ==) { _, size in … }
    /// ```
    public func onChange<Value, Changed: Reducer>(
        of value: @escaping (State) -> Value,
        removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
        @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
    ) -> OnChangeReducer<Self, Value, Changed> where Changed.State == State, Changed.Action == Action {
        OnChangeReducer(base: self, value: value, isDuplicate: isDuplicate, reducer: reducer)
    }
}

/// A reducer followed by another that runs when a value of the state changed. Made by
/// ``Reducer/onChange(of:_:)``.
public struct OnChangeReducer<Base: Reducer, Value, Changed: Reducer>: Reducer
where Changed.State == Base.State, Changed.Action == Base.Action {
    let base: Base
    let value: (Base.State) -> Value
    let isDuplicate: (Value, Value) -> Bool
    let reducer: (Value, Value) -> Changed

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let oldValue = value(state)
        let baseEffect = base.reduce(into: &state, action: action)
        let newValue = value(state)
        guard !isDuplicate(oldValue, newValue) else { return baseEffect }
        let changedEffect = reducer(oldValue, newValue).reduce(into: &state, action: action)
        return baseEffect.merge(with: changedEffect)
    }
}
