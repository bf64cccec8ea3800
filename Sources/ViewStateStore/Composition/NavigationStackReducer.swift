import ViewStateKit
extension Reducer {
    /// Runs `destination` on each element of a navigation stack and carries out the stack's
    /// actions: push, pop, pop from an id, and an element's action by id. Popping an element
    /// cancels its effects.
    ///
    /// ```swift
    /// struct State: Equatable, Sendable { var path = NavigationStackState<Detail.State>() }
    /// enum Action: Equatable, Sendable { case path(StackAction<Detail.State, Detail.Action>) }
    ///
    /// Reduce { state, action in … }
    ///     .forEach(\.path, action: Action.path) { Detail() }
    ///
    /// store.send(.path(.push(Detail.State(orderID: 1))))        // element #0
    /// store.send(.path(.element(id: 0, action: .saveTapped)))  // runs Detail on #0
    /// store.send(.path(.popFrom(id: 0)))                       // pops #0, cancels its effects
    /// ```
    ///
    /// An element's action runs the element's reducer first, then this reducer. A structural action
    /// (`push`, `pop`, `popToRoot`, `setPath`, `popFrom`) runs this reducer first, then is carried
    /// out on the stack here — so do not also `apply` it in the parent.
    ///
    /// An element closes itself with `await dismiss()` from one of its effects (``DismissEffect``),
    /// which sends `.popFrom(id:)` with its id. An element removed by a reducer that runs
    /// elsewhere (one before this in a `body`, a parent further up) has its effects cancelled by
    /// the next action that reaches this reducer.
    ///
    /// An element action or `popFrom` for an id not in the stack changes nothing and is reported,
    /// naming this call's file and line, the action, the id and the ids present:
    ///
    /// ```text
    /// forEach at App/AppReducer.swift:50 received an action for stack element #3, which is not in \
    /// the stack (ids present: [#0, #1]): path(ViewStateStore.StackAction<MyApp.Detail.State, MyApp.Detail.Action>.element(id: #3, \
    /// action: MyApp.Detail.Action.saveFinished)). The element was popped while its action was on the way; …
    /// ```
    public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
        _ stack: WritableKeyPath<State, NavigationStackState<DestinationState>>,
        action: @escaping @Sendable (StackAction<DestinationState, DestinationAction>) -> Action,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> NavigationStackReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action, DestinationState: Sendable {
        forEach(stack, action: ActionPath(action), destination: destination, fileID: fileID, line: line)
    }

    /// ``forEach(_:action:destination:fileID:line:)`` with an explicit ``ActionPath``.
    public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
        _ stack: WritableKeyPath<State, NavigationStackState<DestinationState>>,
        action: ActionPath<Action, StackAction<DestinationState, DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: String = #fileID,
        line: UInt = #line
    ) -> NavigationStackReducer<Self, Destination>
    where DestinationState == Destination.State, DestinationAction == Destination.Action, DestinationState: Sendable {
        NavigationStackReducer(
            parent: self,
            stack: stack,
            action: action,
            destination: destination(),
            site: ScopingSite(name: "forEach", fileID: fileID, line: line, statePath: StatePath(keyPath: stack))
        )
    }
}

/// A parent reducer with a navigation stack whose elements run `Destination`. Made by
/// ``Reducer/forEach(_:action:destination:fileID:line:)``.
public struct NavigationStackReducer<Parent: Reducer, Destination: Reducer>: Reducer where Destination.State: Sendable {
    let parent: Parent
    let stack: WritableKeyPath<Parent.State, NavigationStackState<Destination.State>>
    let action: ActionPath<Parent.Action, StackAction<Destination.State, Destination.Action>>
    let destination: Destination
    let site: ScopingSite

    public func reduce(into state: inout Parent.State, action parentAction: Parent.Action) -> Effect<Parent.Action> {
        let stackAction = action.extract(parentAction)
        var elementEffect = Effect<Parent.Action>.none
        switch stackAction {
        case .element(let id, let elementAction):
            var effect = Effect<Destination.Action>.none
            if state[keyPath: stack].modify(id: id, { effect = destination.reduce(into: &$0, action: elementAction) }) {
                if !effect.isNone {
                    let embed = action.embed
                    elementEffect = effect.map { embed(.element(id: id, action: $0)) }
                        .scoped(in: scope(of: id))
                        .dismissing(with: embed(.popFrom(id: id)))
                }
            } else {
                reportMissing(id, parentAction, in: state)
            }
        case .popFrom(let id) where state[keyPath: stack][id: id] == nil:
            reportMissing(id, parentAction, in: state)
        default:
            break
        }
        // What this reducer last saw, and what is there now: an element removed by a reducer that
        // ran elsewhere since is in the first and not the second.
        let mounted = state[keyPath: stack].mountedIDs
        let idsBefore = state[keyPath: stack].ids
        let parentEffect = parent.reduce(into: &state, action: parentAction)
        if let stackAction {
            state[keyPath: stack].carryOut(stackAction)
        }
        let idsAfter = state[keyPath: stack].ids
        if mounted != idsAfter { state[keyPath: stack].mountedIDs = idsAfter }
        guard idsBefore != idsAfter || mounted != idsBefore else {
            return elementEffect.merge(with: parentEffect)
        }
        let remaining = Set(idsAfter)
        var seen = Set<StackElementID>()
        let removals = (mounted + idsBefore)
            .filter { !remaining.contains($0) && seen.insert($0).inserted }
            .map { Effect<Parent.Action>.cancelScope(scope(of: $0)) }
        return .merge([elementEffect, parentEffect] + removals)
    }

    private func reportMissing(_ id: StackElementID, _ parentAction: Parent.Action, in state: Parent.State) {
        CompositionReport.report(
            "\(site) received an action for stack element \(id), which is not in the stack "
                + "(ids present: \(CompositionReport.describe(ids: state[keyPath: stack].ids))): \(CompositionReport.describe(parentAction)). "
                + "The element was popped while its action was on the way; popping cancels its effects, "
                + "so check the id before sending from elsewhere."
        )
    }

    private func scope(of id: StackElementID) -> EffectID {
        EffectID(StackScope(stack: ObjectIdentifier(Destination.State.self), path: site.statePath, fileID: site.fileID, line: site.line, id: id))
    }
}

/// The scope of one element's effects: the stack (its element type and the `forEach` that runs
/// it, so two stacks of one type keep theirs apart) and the element's id.
private struct StackScope: Hashable, Sendable {
    let stack: ObjectIdentifier
    let path: StatePath?
    let fileID: String
    let line: UInt
    let id: StackElementID
}
