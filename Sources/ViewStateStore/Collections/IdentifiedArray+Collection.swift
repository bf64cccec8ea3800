import ViewStateKit
extension IdentifiedArray: RandomAccessCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }

    /// The element at `position`. To change one, go through ``subscript(id:)``, which keeps ids
    /// unique.
    public subscript(position: Int) -> Element { elements[position] }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
    /// `[Todo(id: 1, title: "牛乳"), Todo(id: 2, title: "卵")]`, duplicates resolved as
    /// ``init(_:)`` does.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

/// Equal when the same elements are in the same order.
extension IdentifiedArray: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension IdentifiedArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}

extension IdentifiedArray: CustomStringConvertible {
    /// Reads like the array of elements.
    public var description: String { elements.description }
}
