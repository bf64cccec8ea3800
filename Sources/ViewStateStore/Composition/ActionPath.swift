import ViewStateKit
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
    /// case names by reflection. Cases nested inside cases work too, written as one closure:
    ///
    /// ```swift
    /// let featureB = ActionPath<AppAction, FeatureB.Action> { .destination(.presented(.featureB($0))) }
    /// featureB.extract(.destination(.presented(.featureB(.closeTapped))))   // .closeTapped
    /// featureB.extract(.destination(.dismiss))                              // nil
    /// ```
    public init(_ embed: @escaping @Sendable (Value) -> Root) {
        self.embed = embed
        self.extract = { CaseReflection.extract(from: $0, embeddedBy: embed) }
    }

    /// The path to `next` inside this path's value: `AppAction.destination` then
    /// `Destination.Action.featureB`.
    ///
    /// ```swift
    /// ActionPath(AppAction.destination).appending(ActionPath(Destination.Action.featureB))
    /// ```
    public func appending<Next: Sendable>(_ next: ActionPath<Value, Next>) -> ActionPath<Root, Next> {
        let (outerEmbed, outerExtract) = (embed, extract)
        return ActionPath<Root, Next>(
            embed: { outerEmbed(next.embed($0)) },
            extract: { outerExtract($0).flatMap(next.extract) }
        )
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

    /// The case names from `value` down through single-payload cases: `["destination", "presented", "featureB"]`.
    static func labels(of value: Any) -> [String] {
        var labels: [String] = []
        var current = value
        while let (label, payload) = labelAndPayload(of: current) {
            labels.append(label)
            current = payload
        }
        return labels
    }

    /// The `Value` inside `root` at the cases `embed` wraps it in, or `nil` when `root` is
    /// another case at any level.
    static func extract<Root, Value>(from root: Root, embeddedBy embed: (Value) -> Root) -> Value? {
        // `{ $0 }`, the whole action (TCA's `action: \.self`): embedding adds no case.
        if let value = root as? Value, labels(of: embed(value)) == labels(of: value) {
            return value
        }
        var path: [String] = []
        var current: Any = root
        while let (label, payload) = labelAndPayload(of: current) {
            path.append(label)
            if let value = payload as? Value, labels(of: embed(value)) == path + labels(of: value) {
                return value
            }
            current = payload
        }
        return nil
    }
}
