extension VerticalEdge {
    /// Some of the top and bottom sides, for the list separator modifiers.
    ///
    /// SwiftUI: struct VerticalEdge.Set
    public struct Set: OptionSet, Sendable {
        /// SwiftUI: VerticalEdge.Set.rawValue
        public let rawValue: Int8

        /// SwiftUI: VerticalEdge.Set.init(rawValue:)
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// SwiftUI: static let top: VerticalEdge.Set
        public static let top = Set(rawValue: 1)
        /// SwiftUI: static let bottom: VerticalEdge.Set
        public static let bottom = Set(rawValue: 2)
        /// SwiftUI: static let all: VerticalEdge.Set
        public static let all: Set = [.top, .bottom]

        /// The set holding `edge`.
        ///
        /// SwiftUI: VerticalEdge.Set.init(_:)
        public init(_ edge: VerticalEdge) {
            self = edge == .top ? .top : .bottom
        }
    }
}
