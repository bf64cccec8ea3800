/// Which child a presentation holds, as far as its effects are concerned: the `id` of an
/// `Identifiable` state, the case of an enum (with its payload's `id`), or just "there". Two
/// values of the same identity are the same child changed; a new identity is a new child, and
/// the old one's effects are cancelled.
struct ChildIdentity: Equatable {
    private let caseName: String?
    private let id: AnyHashable?

    /// The identity of `state`, or `nil` when there is no child.
    init?(_ state: Any?) {
        guard let state else { return nil }
        if let identifiable = state as? any Identifiable {
            caseName = nil
            id = Self.id(of: identifiable)
            return
        }
        let mirror = Mirror(reflecting: state)
        guard mirror.displayStyle == .enum else {
            caseName = nil
            id = nil
            return
        }
        if let payload = mirror.children.first, let label = payload.label {
            caseName = label
            id = (payload.value as? any Identifiable).map { Self.id(of: $0) }
        } else {
            caseName = String(describing: state)
            id = nil
        }
    }

    private static func id(of value: some Identifiable) -> AnyHashable {
        AnyHashable(value.id)
    }
}
