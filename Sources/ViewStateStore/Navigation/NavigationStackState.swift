import ViewStateKit
/// The path of a navigation stack as state: the destinations pushed on top of the root,
/// bottom first, each with a stable ``StackElementID``. Drive a SwiftUI `NavigationStack(path:)`
/// with ``path``.
///
/// ```swift
/// struct NavigationState: Equatable, Sendable {
///     var selectedTab: Tab = .orders
///     var orderPath = NavigationStackState<OrderDestination>()
/// }
///
/// state.navigation.orderPath.push(.orderDetail(order.id))
/// state.navigation.orderPath.popToRoot()
/// ```
///
/// Each push gets a new id (0, 1, 2, … per stack, never reused), so an element's actions find it
/// however the stack changes around it. Elements can be whole features with their own reducers,
/// routed by ``Reducer/forEach(_:action:destination:fileID:line:)``:
///
/// ```swift
/// var path = NavigationStackState<Path.State>()
/// let id = path.push(.detail(Detail.State(orderID: 1)))   // #0
/// path[id: id]                                           // .detail(…)
/// path.popFrom(id: id)                                   // pops it and everything above it
/// ```
///
/// Two stacks are equal when they hold equal elements under the same ids.
public struct NavigationStackState<Element> {
    /// The id of each element of ``path``, bottom first.
    public private(set) var ids: [StackElementID]
    private var elements: [Element]
    /// The id the next push gets. Not part of equality: a stack built from a path equals one
    /// that reached the same path by pushing and popping.
    private var nextID: Int
    /// The ids as the stack's `forEach` last left them: an element missing from ``ids`` since
    /// was removed elsewhere, and its effects are still to be cancelled. Not part of equality.
    var mountedIDs: [StackElementID] = []

    /// A stack holding `path`, bottom first, with ids 0, 1, 2, ….
    public init(_ path: [Element] = []) {
        elements = path
        ids = path.indices.map { StackElementID(rawValue: $0) }
        nextID = path.count
    }

    /// The pushed destinations, bottom first; empty at the root. Setting it works as
    /// ``setPath(_:)`` does.
    public var path: [Element] {
        get { elements }
        set { setPath(newValue) }
    }

    /// The destination on top, or `nil` at the root.
    public var top: Element? { elements.last }

    /// Whether nothing is pushed.
    public var isAtRoot: Bool { elements.isEmpty }

    /// Pushes `destination` on top; returns its new id.
    @discardableResult
    public mutating func push(_ destination: Element) -> StackElementID {
        let id = StackElementID(rawValue: nextID)
        nextID += 1
        elements.append(destination)
        ids.append(id)
        return id
    }

    /// Pops the top destination and returns it; at the root does nothing and returns `nil`.
    @discardableResult
    public mutating func pop() -> Element? {
        guard !elements.isEmpty else { return nil }
        ids.removeLast()
        return elements.removeLast()
    }

    /// Pops everything: back to the root.
    public mutating func popToRoot() {
        elements.removeAll()
        ids.removeAll()
    }

    /// Pops the element with `id` and every element above it, as a back button several screens
    /// down does. Returns `false`, changing nothing, when no element has `id`.
    ///
    /// ```swift
    /// var stack = NavigationStackState(["a", "b", "c"])   // ids #0, #1, #2
    /// stack.popFrom(id: 1)                                 // true; stack.path == ["a"]
    /// ```
    @discardableResult
    public mutating func popFrom(id: StackElementID) -> Bool {
        guard let index = ids.firstIndex(of: id) else { return false }
        elements.removeSubrange(index...)
        ids.removeSubrange(index...)
        return true
    }

    /// Replaces the whole path, as a `NavigationStack` binding or a deep link does. Positions both
    /// paths have keep their ids (a binding that pops keeps the elements below); new positions get
    /// new ids.
    public mutating func setPath(_ newPath: [Element]) {
        let kept = Swift.min(ids.count, newPath.count)
        ids.removeSubrange(kept...)
        elements = newPath
        while ids.count < newPath.count {
            ids.append(StackElementID(rawValue: nextID))
            nextID += 1
        }
    }

    /// The element with `id`, or `nil` when it is not in the stack. Writing changes it in place;
    /// writing `nil` removes just that element. Writing a value under an id the stack does not
    /// hold pushes it on top under that id, and later pushes get ids above it — how a test's
    /// assertion closure says what a push made:
    ///
    /// ```swift
    /// await store.send(.path(.push(Detail.State()))) {
    ///     $0.path[id: 2] = Detail.State()
    /// }
    /// ```
    public subscript(id id: StackElementID) -> Element? {
        get { ids.firstIndex(of: id).map { elements[$0] } }
        set {
            guard let index = ids.firstIndex(of: id) else {
                guard let newValue else { return }
                elements.append(newValue)
                ids.append(id)
                nextID = Swift.max(nextID, id.rawValue + 1)
                return
            }
            if let newValue {
                elements[index] = newValue
            } else {
                elements.remove(at: index)
                ids.remove(at: index)
            }
        }
    }

    /// Runs `body` on the element with `id` in place; `false` when there is none.
    mutating func modify(id: StackElementID, _ body: (inout Element) -> Void) -> Bool {
        guard let index = ids.firstIndex(of: id) else { return false }
        body(&elements[index])
        return true
    }

    /// Carries out a stack action — ``StackAction/push(_:)``, ``StackAction/pop``,
    /// ``StackAction/popToRoot``, ``StackAction/setPath(_:)``, ``StackAction/popFrom(id:)`` — for
    /// reducers that forward them as they are. ``StackAction/element(id:action:)`` changes nothing
    /// here (a `forEach` reducer routes it to the element).
    ///
    /// ```swift
    /// case .navigation(.orderPath(let action)):
    ///     state.navigation.orderPath.apply(action)
    ///     return .none
    /// ```
    ///
    /// ``StackAction/popFrom(id:)`` for an id not in the stack pops nothing and is reported (a
    /// `TestStore` fails at the step that sent it), as an element action for an unknown id is:
    ///
    /// ```text
    /// NavigationStackState.apply(_:) received popFrom(id: #9), but no element of the stack has that id \
    /// (ids present: [#0]). Nothing was popped: the element was popped already, or the id belongs to \
    /// another stack; check the id before sending.
    /// ```
    public mutating func apply<ElementAction>(_ action: StackAction<Element, ElementAction>) {
        reportUnknownElement(in: action)
        carryOut(action)
    }

    /// ``apply(_:)-(StackAction<Element,ElementAction>)`` for a stack of plain values:
    /// `stack.apply(.push(2))`.
    public mutating func apply(_ action: NavigationStackAction<Element>) {
        reportUnknownElement(in: action)
        carryOut(action)
    }

    /// Reports a `popFrom(id:)` whose id is not in the stack.
    private func reportUnknownElement<ElementAction>(in action: StackAction<Element, ElementAction>) {
        guard case .popFrom(let id) = action, !ids.contains(id) else { return }
        CompositionReport.report(
            "NavigationStackState.apply(_:) received popFrom(id: \(id)), but no element of the stack has that id "
                + "(ids present: \(CompositionReport.describe(ids: ids))). Nothing was popped: the element was popped "
                + "already, or the id belongs to another stack; check the id before sending."
        )
    }

    /// Carries out `action` without reporting: for `forEach`, which reports with its own site.
    mutating func carryOut<ElementAction>(_ action: StackAction<Element, ElementAction>) {
        switch action {
        case .push(let destination): push(destination)
        case .pop: pop()
        case .popToRoot: popToRoot()
        case .setPath(let newPath): setPath(newPath)
        case .popFrom(let id): popFrom(id: id)
        case .element: break
        }
    }}

extension NavigationStackState: Sendable where Element: Sendable {}
