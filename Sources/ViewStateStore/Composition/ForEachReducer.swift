import ViewStateKit
extension Reducer {
    /// Runs `element` on one element of a collection of child states, chosen by id, for the
    /// parent's actions that carry `(id, child action)`; cancels an element's effects once it is
    /// removed.
    ///
    /// ```swift
    /// struct ListState { var rows: IdentifiedArray<RowState> = [] }   // RowState: Identifiable
    /// enum ListAction: Sendable { case row(id: RowState.ID, action: RowAction) }
    ///
    /// Reduce { state, action in … }
    ///     .forEach(\.rows, action: ListAction.row) { RowReducer() }
    /// ```
    ///
    /// The collection is an ``IdentifiedArray`` (lookup by id in O(1)) or a plain array of
    /// `Identifiable` elements. Each element's effects run in a scope of their own: two rows that
    /// use the same cancellation id do not cancel each other.
    ///
    /// An action for an id that is not in the collection changes nothing and is reported (never a
    /// crash), naming this call's file and line, the action, the id and the ids present:
    ///
    /// ```text
    /// forEach at App/ListFeature.swift:42 received an action for id 7, which is not in the \
    /// collection (ids present: [1, 2]): row(id: 7, action: MyApp.RowFeature.Action.saveFinished). \
    /// The element was removed while its action was on the way; cancel its effects when removing it, \
    /// or check the id before sending.
    /// ```
    public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
        _ elements: WritableKeyPath<State, IdentifiedArray<ElementState>>,
        action: @escaping @Sendable ((id: ElementState.ID, action: ElementAction)) -> Action,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> ForEachReducer<Self, Element>
    where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
        forEach(elements, action: ActionPath(action), element: element, fileID: fileID, line: line)
    }

    /// ``forEach(_:action:element:fileID:line:)`` with an explicit ``ActionPath``.
    public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
        _ elements: WritableKeyPath<State, IdentifiedArray<ElementState>>,
        action: ActionPath<Action, (id: ElementState.ID, action: ElementAction)>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> ForEachReducer<Self, Element>
    where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
        ForEachReducer(
            parent: self,
            ids: { $0[keyPath: elements].ids },
            modify: { root, id, body in root[keyPath: elements].modify(id: id, body) },
            action: action,
            element: element(),
            site: ScopingSite(name: "forEach", fileID: fileID, line: line, statePath: StatePath(keyPath: elements))
        )
    }

    /// ``forEach(_:action:element:fileID:line:)`` over a plain array of `Identifiable` elements
    /// (lookup by id is a linear search; prefer ``IdentifiedArray`` for long lists).
    public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
        _ elements: WritableKeyPath<State, [ElementState]>,
        action: @escaping @Sendable ((id: ElementState.ID, action: ElementAction)) -> Action,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> ForEachReducer<Self, Element>
    where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
        forEach(elements, action: ActionPath(action), element: element, fileID: fileID, line: line)
    }

    /// ``forEach(_:action:element:fileID:line:)`` over a plain array, with an explicit ``ActionPath``.
    public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
        _ elements: WritableKeyPath<State, [ElementState]>,
        action: ActionPath<Action, (id: ElementState.ID, action: ElementAction)>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> ForEachReducer<Self, Element>
    where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
        ForEachReducer(
            parent: self,
            ids: { $0[keyPath: elements].map(\.id) },
            modify: { root, id, body in
                guard let index = root[keyPath: elements].firstIndex(where: { $0.id == id }) else { return false }
                body(&root[keyPath: elements][index])
                return true
            },
            action: action,
            element: element(),
            site: ScopingSite(name: "forEach", fileID: fileID, line: line, statePath: StatePath(keyPath: elements))
        )
    }
}

/// A parent reducer with a child reducer for each element of a collection. Made by
/// ``Reducer/forEach(_:action:element:fileID:line:)``.
public struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
    typealias ID = Element.State.ID

    let parent: Parent
    /// The ids in the collection, in order.
    let ids: (Parent.State) -> [ID]
    /// Runs the closure on the element with the id in place; `false` when there is none.
    let modify: (inout Parent.State, ID, (inout Element.State) -> Void) -> Bool
    let action: ActionPath<Parent.Action, (id: ID, action: Element.Action)>
    let element: Element
    let site: ScopingSite

    public func reduce(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<Parent.Action> {
        var elementEffect = Effect<Parent.Action>.none
        if let (id, childAction) = action.extract(parentAction) {
            var effect = Effect<Element.Action>.none
            let found = modify(&state, id) { effect = element.reduce(into: &$0, action: childAction) }
            if !found {
                CompositionReport.report(
                    "\(site) received an action for id \(CompositionReport.describe(id)), which is not in the collection "
                        + "(ids present: \(CompositionReport.describe(ids: ids(state)))): \(CompositionReport.describe(parentAction)). "
                        + "The element was removed while its action was on the way; cancel its effects when removing it, "
                        + "or check the id before sending."
                )
            } else if !effect.isNone {
                let embed = action.embed
                elementEffect = effect.map { embed((id, $0)) }.scoped(in: scope(of: id))
            }
        }
        let idsBefore = ids(state)
        let parentEffect = parent.reduce(into: &state, action: parentAction)
        let idsAfter = ids(state)
        guard idsBefore != idsAfter else {
            return elementEffect.merge(with: parentEffect)
        }
        let remaining = Set(idsAfter)
        let removals = idsBefore.filter { !remaining.contains($0) }.map { Effect<Parent.Action>.cancelScope(scope(of: $0)) }
        return .merge([elementEffect, parentEffect] + removals)
    }

    private func scope(of id: ID) -> EffectID {
        EffectID(ElementScope(collection: String(reflecting: Element.State.self), path: site.statePath, id: EffectID(id)))
    }
}

private struct ElementScope: Hashable, Sendable {
    let collection: String
    let path: StatePath?
    let id: EffectID
}
