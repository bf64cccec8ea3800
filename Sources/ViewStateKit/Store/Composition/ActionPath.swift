/// How a child's actions sit inside a parent's action enum: put one in (`embed`), take one out
/// (`extract`). The smallest stand-in for a case path, without macros.
///
/// Give the enum case, and `extract` is derived from it by reflection:
///
/// ```swift
/// enum AppAction: Sendable {
///     case order(OrderAction)
///     case items(ItemsReducer.Action)
/// }
/// let order = ActionPath(AppAction.order)
/// order.embed(.loadOrders)                 // AppAction.order(.loadOrders)
/// order.extract(.order(.loadOrders))       // .loadOrders
/// order.extract(.items(.onAppear))         // nil
/// ```
///
/// Or write both sides yourself, which is faster and never surprises (reflection cannot see
/// through a case whose payload is an existential like `any Error`):
///
/// ```swift
/// let order = ActionPath<AppAction, OrderAction>(embed: AppAction.order) {
///     if case .order(let action) = $0 { action } else { nil }
/// }
/// ```
public struct ActionPath<Root: Sendable, Value: Sendable>: Sendable {
    /// Wraps a child action in the parent's case.
    public let embed: @Sendable (Value) -> Root
    /// The child action inside `root`, or `nil` when `root` is another case.
    public let extract: @Sendable (Root) -> Value?

    /// A path from both directions written out.
    @inlinable
    public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }

    /// A path from an enum case with one payload (`AppAction.order`); `extract` compares the
    /// case names by reflection.
    public init(_ embed: @escaping @Sendable (Value) -> Root) {
        self.embed = embed
        self.extract = { root in
            guard let (label, payload) = CaseReflection.labelAndPayload(of: root),
                  let value = payload as? Value,
                  CaseReflection.labelAndPayload(of: embed(value))?.label == label
            else { return nil }
            return value
        }
    }
}

/// Reads an enum value's case name and payload.
enum CaseReflection {
    static func labelAndPayload(of value: Any) -> (label: String, payload: Any)? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, let child = mirror.children.first, let label = child.label else {
            return nil
        }
        return (label, child.value)
    }
}
