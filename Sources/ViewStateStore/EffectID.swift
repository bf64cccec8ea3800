import ViewStateKit
/// Identifies effects for cancellation: any `Hashable & Sendable` value, kept with its type so
/// `1` and `"1"` are different ids.
///
/// You rarely build one yourself; ``Effect/cancellable(id:cancelInFlight:)`` and
/// ``Effect/cancel(id:)`` take the raw value:
///
/// ```swift
/// enum CancelID { case search }
/// return .run { send in … }.cancellable(id: CancelID.search, cancelInFlight: true)
/// ```
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
    /// The value the id was made from.
    public let base: any Hashable & Sendable

    public init(_ base: some Hashable & Sendable) {
        self.base = (base as? EffectID)?.base ?? base
    }

    public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
        isEqual(lhs.base, rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
    }

    public var description: String {
        "\(type(of: base)).\(base)"
    }
}

private func isEqual<Value: Hashable>(_ value: Value, _ other: any Hashable) -> Bool {
    (other as? Value) == value
}

/// A cancellation id as an effect carries it: the raw id, inside the scopes (collection
/// elements, presented children) the effect was started in. Scoping keeps two rows of a list
/// from cancelling each other's work when they use the same id.
@usableFromInline
struct ScopedEffectID: Hashable, Sendable {
    var scope: [EffectID]
    var id: EffectID
}
