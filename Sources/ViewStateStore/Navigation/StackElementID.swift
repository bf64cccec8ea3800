import ViewStateKit
/// The stable id of one element of a ``NavigationStackState``: given at push, never reused by
/// that stack, so an element's actions find it however the stack changes around it.
///
/// Write one as an integer literal in tests:
///
/// ```swift
/// await store.send(.path(.element(id: 0, action: .saveTapped))) { … }
/// ```
///
/// It prints as `#0`.
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The number: 0 for the first push onto a stack, then 1, 2, ….
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public init(integerLiteral value: Int) {
        self.init(rawValue: value)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { "#\(rawValue)" }
}

/// Shows as its description, `#0`, in test failures, not as `rawValue: 0`.
extension StackElementID: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: EmptyCollection<Mirror.Child>())
    }
}
