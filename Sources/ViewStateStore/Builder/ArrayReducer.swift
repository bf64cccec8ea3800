import ViewStateKit
/// The reducers a `for … in` made in a ``ReducerBuilder``, run in order, their effects merged.
public struct ArrayReducer<Element: Reducer>: Reducer {
    @usableFromInline let reducers: [Element]

    @inlinable
    init(reducers: [Element]) {
        self.reducers = reducers
    }

    @inlinable
    public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
        var effect = Effect<Element.Action>.none
        for reducer in reducers {
            let next = reducer.reduce(into: &state, action: action)
            if !next.isNone { effect = effect.isNone ? next : effect.merge(with: next) }
        }
        return effect
    }
}
