extension Reducer {
    /// Runs `element` on one element of a collection of child states, chosen by id, for the
    /// parent's actions that carry `(id, child action)`; cancels an element's effects once it is
    /// removed.
    ///
    /// ```swift
    /// struct ListState { var rows: [RowState] = [] }            // RowState: Identifiable
    /// enum ListAction: Sendable { case row(id: RowState.ID, action: RowAction) }
    ///
    /// Reduce { state, action in … }
    ///     .forEach(\.rows, action: ListAction.row) { RowReducer() }
    /// ```
    ///
    /// Each element's effects run in a scope of their own: two rows that use the same
    /// cancellation id do not cancel each other. Actions for an id that is not in the collection
    /// are dropped.
    public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
        _ elements: WritableKeyPath<State, [ElementState]>,
        action: @escaping @Sendable ((id: ElementState.ID, action: ElementAction)) -> Action,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element
    ) -> ForEachReducer<Self, Element>
    where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
        ForEachReducer(parent: self, elements: elements, action: ActionPath(action), element: element())
    }

    /// ``forEach(_:action:element:)`` with an explicit ``ActionPath``.
    public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
        _ elements: WritableKeyPath<State, [ElementState]>,
        action: ActionPath<Action, (id: ElementState.ID, action: ElementAction)>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element
    ) -> ForEachReducer<Self, Element>
    where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
        ForEachReducer(parent: self, elements: elements, action: action, element: element())
    }
}

/// A parent reducer with a child reducer for each element of a collection. Made by
/// ``Reducer/forEach(_:action:element:)``.
public struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
    let parent: Parent
    let elements: WritableKeyPath<Parent.State, [Element.State]>
    let action: ActionPath<Parent.Action, (id: Element.State.ID, action: Element.Action)>
    let element: Element

    public func reduce(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<Parent.Action> {
        var elementEffect = Effect<Parent.Action>.none
        if let (id, childAction) = action.extract(parentAction),
           let index = state[keyPath: elements].firstIndex(where: { $0.id == id }) {
            let effect = element.reduce(into: &state[keyPath: elements][index], action: childAction)
            if !effect.isNone {
                let embed = action.embed
                elementEffect = effect.map { embed((id, $0)) }.scoped(in: scope(of: id))
            }
        }
        let idsBefore = state[keyPath: elements].map(\.id)
        let parentEffect = parent.reduce(into: &state, action: parentAction)
        let after = state[keyPath: elements]
        guard !idsBefore.elementsEqual(after.lazy.map(\.id)) else {
            return elementEffect.merge(with: parentEffect)
        }
        let remaining = Set(after.map(\.id))
        let removals = idsBefore.filter { !remaining.contains($0) }.map { Effect<Parent.Action>.cancelScope(scope(of: $0)) }
        return .merge([elementEffect, parentEffect] + removals)
    }

    private func scope(of id: Element.State.ID) -> EffectID {
        EffectID(ElementScope(collection: String(reflecting: Element.State.self), id: EffectID(id)))
    }
}

private struct ElementScope: Hashable, Sendable {
    let collection: String
    let id: EffectID
}
