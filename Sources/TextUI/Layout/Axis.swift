/// A direction: across (horizontal) or down (vertical), for `ScrollView` and grids.
///
/// SwiftUI: Axis
public enum Axis: Int8, CaseIterable, Sendable {
    /// SwiftUI: Axis.horizontal
    case horizontal
    /// SwiftUI: Axis.vertical
    case vertical

    /// Some directions.
    ///
    /// SwiftUI: Axis.Set
    public struct Set: OptionSet, Sendable {
        /// SwiftUI: Axis.Set.rawValue
        public let rawValue: Int8

        /// SwiftUI: Axis.Set.init(rawValue:)
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// SwiftUI: Axis.Set.horizontal
        public static let horizontal = Set(rawValue: 1)
        /// SwiftUI: Axis.Set.vertical
        public static let vertical = Set(rawValue: 2)
    }
}
