// Views that move into each other's place when state changes (a selection capsule sliding
// between tabs). Text draws each state where its layout puts it, with no motion.

/// A namespace for ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)`` ids.
///
/// SwiftUI: @frozen @propertyWrapper struct Namespace
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    private let id = ID()

    /// SwiftUI: Namespace.init()
    public init() {}

    /// SwiftUI: Namespace.wrappedValue
    public var wrappedValue: Namespace.ID { id }

    /// One namespace.
    ///
    /// SwiftUI: Namespace.ID
    public struct ID: Hashable, Sendable {
        private let value = UUID()
    }
}

/// The parts of a view's geometry a matched effect shares.
///
/// SwiftUI: @frozen struct MatchedGeometryProperties
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// SwiftUI: MatchedGeometryProperties.rawValue
    public let rawValue: UInt32

    /// SwiftUI: MatchedGeometryProperties.init(rawValue:)
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// SwiftUI: MatchedGeometryProperties.position
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// SwiftUI: MatchedGeometryProperties.size
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// SwiftUI: MatchedGeometryProperties.frame
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Moves this view into the place of the view with the same `id` in `namespace` as state
    /// changes; text draws it where its layout puts it.
    ///
    /// ```swift
    /// @Namespace var tabs
    /// Text("Episodes").background { Capsule().stroke().matchedGeometryEffect(id: "tab", in: tabs) }
    /// ```
    /// ```text
    /// ╭────────╮
    /// │Episodes│
    /// ╰────────╯
    /// ```
    ///
    /// SwiftUI: View.matchedGeometryEffect(id:in:properties:anchor:isSource:)
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }
}
