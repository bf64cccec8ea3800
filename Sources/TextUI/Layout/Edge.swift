/// A side of a view, for `padding`, `safeAreaInset` and `ignoresSafeArea`.
///
/// SwiftUI: Edge
public enum Edge: Int8, CaseIterable, Sendable {
    /// SwiftUI: Edge.top
    case top
    /// SwiftUI: Edge.leading
    case leading
    /// SwiftUI: Edge.bottom
    case bottom
    /// SwiftUI: Edge.trailing
    case trailing

    /// Some sides of a view.
    ///
    /// SwiftUI: Edge.Set
    public struct Set: OptionSet, Sendable {
        /// SwiftUI: Edge.Set.rawValue
        public let rawValue: Int8

        /// SwiftUI: Edge.Set.init(rawValue:)
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set holding one side.
        ///
        /// SwiftUI: Edge.Set.init(_:)
        public init(_ e: Edge) {
            self.init(rawValue: 1 << e.rawValue)
        }

        /// SwiftUI: Edge.Set.top
        public static let top = Set(.top)
        /// SwiftUI: Edge.Set.leading
        public static let leading = Set(.leading)
        /// SwiftUI: Edge.Set.bottom
        public static let bottom = Set(.bottom)
        /// SwiftUI: Edge.Set.trailing
        public static let trailing = Set(.trailing)
        /// SwiftUI: Edge.Set.horizontal
        public static let horizontal: Set = [.leading, .trailing]
        /// SwiftUI: Edge.Set.vertical
        public static let vertical: Set = [.top, .bottom]
        /// SwiftUI: Edge.Set.all
        public static let all: Set = [.horizontal, .vertical]
    }
}

/// The top or bottom side of a view, for `safeAreaInset(edge:)`.
///
/// SwiftUI: VerticalEdge
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    /// SwiftUI: VerticalEdge.top
    case top
    /// SwiftUI: VerticalEdge.bottom
    case bottom
}

/// The leading or trailing side of a view, for `safeAreaInset(edge:)`.
///
/// SwiftUI: HorizontalEdge
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    /// SwiftUI: HorizontalEdge.leading
    case leading
    /// SwiftUI: HorizontalEdge.trailing
    case trailing
}
