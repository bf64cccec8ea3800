/// The values of the screens pushed on a ``NavigationStack``, of any `Hashable` types, in
/// order: the last one is the screen shown.
///
/// ```swift
/// var path = NavigationPath()
/// path.append(42)
/// path.append("receipt")
/// NavigationStack(path: .constant(path)) {
///     Text("Orders").navigationTitle("Orders")
///         .navigationDestination(for: Int.self) { Text("Order \($0)").navigationTitle("#\($0)") }
///         .navigationDestination(for: String.self) { Text("The \($0)") }
/// }.render(width: 20)
/// ```
/// ```text
/// ‹ #42
/// ━━━━━━━━━━━━━━━━━━━━
///     The receipt
/// ```
///
/// SwiftUI: struct NavigationPath
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    ///
    /// SwiftUI: NavigationPath.init()
    public init() {
        elements = []
    }

    /// A path of `elements`, first pushed first.
    ///
    /// SwiftUI: NavigationPath.init<S>(_ elements: S) where S : Sequence, S.Element : Hashable
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens are pushed.
    ///
    /// SwiftUI: var count: Int { get }
    public var count: Int { elements.count }

    /// Whether no screen is pushed.
    ///
    /// SwiftUI: var isEmpty: Bool { get }
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes the screen for `value`.
    ///
    /// SwiftUI: mutating func append<V>(_ value: V) where V : Hashable
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` screens; popping more than are pushed empties the path.
    ///
    /// SwiftUI: mutating func removeLast(_ k: Int = 1)
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}
