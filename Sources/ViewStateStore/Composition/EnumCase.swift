import ViewStateKit
/// One case of an enum, as a value: put a payload in (`embed`), take it out (`extract`). What
/// ``Reducer/ifLet(_:case:action:then:fileID:line:)`` uses to run a child on one case of an
/// optional enum, without macros or a case-path library.
///
/// ```swift
/// enum Destination: Equatable, Sendable {
///     case featureB(FeatureB.State)
///     case settings(Settings.State)
/// }
/// let featureB = EnumCase(Destination.featureB)
/// featureB.embed(FeatureB.State())              // Destination.featureB(FeatureB.State())
/// featureB.extract(.featureB(FeatureB.State())) // FeatureB.State()
/// featureB.extract(.settings(Settings.State())) // nil
/// ```
///
/// `EnumCase(Destination.featureB)` finds the case by reflection; write both sides yourself when
/// the payload is an existential (`any Error`) or speed matters:
///
/// ```swift
/// EnumCase<Destination, FeatureB.State>(embed: Destination.featureB) {
///     if case .featureB(let state) = $0 { state } else { nil }
/// }
/// ```
public struct EnumCase<Enum, Payload>: Sendable {
    /// Wraps a payload in the case.
    public let embed: @Sendable (Payload) -> Enum
    /// The payload when `value` is this case, else `nil`.
    public let extract: @Sendable (Enum) -> Payload?

    /// A case from both directions written out.
    public init(embed: @escaping @Sendable (Payload) -> Enum, extract: @escaping @Sendable (Enum) -> Payload?) {
        self.embed = embed
        self.extract = extract
    }

    /// A case from its constructor (`Destination.featureB`); `extract` compares case names by
    /// reflection.
    public init(_ embed: @escaping @Sendable (Payload) -> Enum) {
        self.embed = embed
        self.extract = { CaseReflection.extract(from: $0, embeddedBy: embed) }
    }

    /// Whether `value` is this case.
    public func matches(_ value: Enum) -> Bool {
        extract(value) != nil
    }

    /// Changes the payload of `value` in place when it is this case; returns whether it was.
    ///
    /// ```swift
    /// var destination = Destination.featureB(FeatureB.State(count: 1))
    /// EnumCase(Destination.featureB).modify(&destination) { $0.count += 1 }   // true; count is 2
    /// ```
    @discardableResult
    public func modify(_ value: inout Enum, _ body: (inout Payload) -> Void) -> Bool {
        guard var payload = extract(value) else { return false }
        body(&payload)
        value = embed(payload)
        return true
    }
}
