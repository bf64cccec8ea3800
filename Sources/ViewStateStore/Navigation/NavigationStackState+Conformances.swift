import ViewStateKit
extension NavigationStackState: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { path.count }

    /// The element at `position`, bottom first.
    public subscript(position: Int) -> Element { path[position] }
}

/// Equal when the same elements are under the same ids, in the same order.
extension NavigationStackState: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ids == rhs.ids && lhs.path == rhs.path
    }
}

extension NavigationStackState: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ids)
        hasher.combine(path)
    }
}

/// Shows each element under its id, `#0: …`, as test failures print a stack.
extension NavigationStackState: CustomReflectable {
    public var customMirror: Mirror {
        let children = zip(ids, path).map { id, element -> Mirror.Child in (label: id.description, value: element) }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
