import ViewStateKit
/// An ordered collection of `Identifiable` elements with O(1) lookup, update and removal by id:
/// the state of a list whose rows are found by id (a row's action carries its id).
///
/// ```swift
/// struct Todo: Identifiable, Equatable, Sendable { let id: Int; var title: String }
///
/// var todos: IdentifiedArray<Todo> = [Todo(id: 1, title: "牛乳"), Todo(id: 2, title: "卵")]
/// todos[id: 2]?.title = "卵 10個"          // change one element in place
/// todos[id: 3] = Todo(id: 3, title: "パン") // a new id is appended
/// todos[id: 1] = nil                       // removes it
/// todos.ids                                // [2, 3]
/// todos.map(\.title)                       // ["卵 10個", "パン"]
/// ```
///
/// Ids are unique: adding an element whose id is already present replaces that element in its
/// place. A `forEach` reducer takes an `IdentifiedArray` as it takes an array:
///
/// ```swift
/// Reduce { state, action in … }
///     .forEach(\.todos, action: Action.todo) { TodoRow() }
/// ```
public struct IdentifiedArray<Element: Identifiable> {
    /// The elements in order.
    public private(set) var elements: [Element]
    /// Each id's position in ``elements``.
    private var positions: [Element.ID: Int]

    /// An empty collection.
    public init() {
        elements = []
        positions = [:]
    }

    /// The elements of `sequence` in order; an element whose id came earlier replaces the earlier one
    /// in its place.
    ///
    /// ```swift
    /// IdentifiedArray([Todo(id: 1, title: "a"), Todo(id: 1, title: "b")]).map(\.title)   // ["b"]
    /// ```
    public init(_ sequence: some Sequence<Element>) {
        self.init()
        for element in sequence { updateOrAppend(element) }
    }

    /// The ids in order.
    public var ids: [Element.ID] { elements.map(\.id) }

    /// Whether an element has `id`.
    public func contains(id: Element.ID) -> Bool {
        positions[id] != nil
    }

    /// The position of the element with `id`, or `nil`.
    public func index(id: Element.ID) -> Int? {
        positions[id]
    }

    /// The element with `id`: reading gives `nil` when there is none; writing an element
    /// replaces it in place (or appends it, when `id` is new); writing `nil` removes it.
    ///
    /// ```swift
    /// todos[id: 1]?.title = "牛乳 2本"
    /// todos[id: 1] = nil
    /// ```
    ///
    /// The element is stored under its own id: writing an element whose id differs from `id`
    /// removes the element with `id` and stores the new one in its place.
    public subscript(id id: Element.ID) -> Element? {
        get { positions[id].map { elements[$0] } }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            guard let position = positions[id] else {
                updateOrAppend(newValue)
                return
            }
            if newValue.id == id {
                elements[position] = newValue
            } else {
                remove(id: id)
                insert(newValue, at: position)
            }
        }
    }

    /// Appends `element`, or replaces the element with its id in place. Returns the position.
    @discardableResult
    public mutating func updateOrAppend(_ element: Element) -> Int {
        if let position = positions[element.id] {
            elements[position] = element
            return position
        }
        positions[element.id] = elements.count
        elements.append(element)
        return elements.count - 1
    }

    /// Appends `element` when its id is new; returns whether it did.
    @discardableResult
    public mutating func append(_ element: Element) -> Bool {
        guard positions[element.id] == nil else { return false }
        updateOrAppend(element)
        return true
    }

    /// Inserts `element` at `position` (clamped to the collection) when its id is new, or
    /// replaces the element with its id in place; returns the element's position.
    @discardableResult
    public mutating func insert(_ element: Element, at position: Int) -> Int {
        if let existing = positions[element.id] {
            elements[existing] = element
            return existing
        }
        let position = Swift.min(Swift.max(position, 0), elements.count)
        elements.insert(element, at: position)
        reindex(from: position)
        return position
    }

    /// Removes the element with `id` and returns it, or `nil` when there is none.
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let position = positions[id] else { return nil }
        return remove(at: position)
    }

    /// Removes the element at `position` (which must be a valid index) and returns it.
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        let element = elements.remove(at: position)
        positions[element.id] = nil
        reindex(from: position)
        return element
    }

    /// Removes every element that satisfies `shouldBeRemoved`.
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        try elements.removeAll(where: shouldBeRemoved)
        positions = [:]
        reindex(from: 0)
    }

    /// Sorts the elements in place.
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        try elements.sort(by: areInIncreasingOrder)
        reindex(from: 0)
    }

    /// Moves the element with `id` to `position` (clamped); returns whether there was one.
    @discardableResult
    public mutating func move(id: Element.ID, to position: Int) -> Bool {
        guard let element = remove(id: id) else { return false }
        insert(element, at: position)
        return true
    }

    private mutating func reindex(from start: Int) {
        for position in start..<elements.count {
            positions[elements[position].id] = position
        }
    }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

/// An ``IdentifiedArray`` of `Element`, TCA's spelling.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element>

extension IdentifiedArray {
    /// Runs `body` on the element with `id` in place; returns `false` when there is none. Keeps
    /// the index right even if `body` changes the element's id.
    mutating func modify(id: Element.ID, _ body: (inout Element) -> Void) -> Bool {
        guard let position = positions[id] else { return false }
        body(&elements[position])
        let newID = elements[position].id
        if newID != id {
            positions[id] = nil
            if let other = positions[newID], other != position { remove(at: other) }
            reindex(from: 0)
        }
        return true
    }
}
