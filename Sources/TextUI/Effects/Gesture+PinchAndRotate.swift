import Foundation

/// A pinch that zooms, as a photo viewer reads it. Accepted and never recognised in text.
///
/// SwiftUI: nonisolated struct MagnifyGesture
public struct MagnifyGesture: Gesture {
    /// Where and how far the pinch has zoomed.
    ///
    /// SwiftUI: struct MagnifyGesture.Value
    public struct Value: Equatable, Sendable {
        /// SwiftUI: var time: Date
        public var time: Date
        /// How many times larger than at the start: 1 is unchanged.
        ///
        /// SwiftUI: var magnification: CGFloat
        public var magnification: CGFloat
        /// SwiftUI: var velocity: CGFloat
        public var velocity: CGFloat
        /// SwiftUI: var startAnchor: UnitPoint
        public var startAnchor: UnitPoint
        /// SwiftUI: var startLocation: CGPoint
        public var startLocation: CGPoint
    }

    /// SwiftUI: var minimumScaleDelta: CGFloat
    public var minimumScaleDelta: CGFloat

    /// SwiftUI: init(minimumScaleDelta: CGFloat = 0.01)
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// The older pinch gesture, whose value is the magnification alone.
///
/// SwiftUI: nonisolated struct MagnificationGesture
public struct MagnificationGesture: Gesture {
    /// SwiftUI: typealias Value = CGFloat
    public typealias Value = CGFloat

    /// SwiftUI: var minimumScaleDelta: CGFloat
    public var minimumScaleDelta: CGFloat

    /// SwiftUI: init(minimumScaleDelta: CGFloat = 0.01)
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// Two fingers turning. Accepted and never recognised in text.
///
/// SwiftUI: nonisolated struct RotateGesture
public struct RotateGesture: Gesture {
    /// How far the fingers have turned, and where.
    ///
    /// SwiftUI: struct RotateGesture.Value
    public struct Value: Equatable, Sendable {
        /// SwiftUI: var time: Date
        public var time: Date
        /// SwiftUI: var rotation: Angle
        public var rotation: Angle
        /// SwiftUI: var velocity: Angle
        public var velocity: Angle
        /// SwiftUI: var startAnchor: UnitPoint
        public var startAnchor: UnitPoint
        /// SwiftUI: var startLocation: CGPoint
        public var startLocation: CGPoint
    }

    /// SwiftUI: var minimumAngleDelta: Angle
    public var minimumAngleDelta: Angle

    /// SwiftUI: nonisolated init(minimumAngleDelta: Angle = .degrees(1))
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// The older rotation gesture, whose value is the angle alone.
///
/// SwiftUI: nonisolated struct RotationGesture
public struct RotationGesture: Gesture {
    /// SwiftUI: typealias Value = Angle
    public typealias Value = Angle

    /// SwiftUI: var minimumAngleDelta: Angle
    public var minimumAngleDelta: Angle

    /// SwiftUI: nonisolated init(minimumAngleDelta: Angle = .degrees(1))
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A tap that reports where it landed.
///
/// SwiftUI: nonisolated struct SpatialTapGesture
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    ///
    /// SwiftUI: struct SpatialTapGesture.Value
    public struct Value: Equatable, Sendable {
        /// SwiftUI: var location: CGPoint
        public var location: CGPoint
    }

    /// SwiftUI: var count: Int
    public var count: Int
    /// SwiftUI: var coordinateSpace: CoordinateSpace
    public var coordinateSpace: CoordinateSpace

    /// SwiftUI: init(count: Int = 1, coordinateSpace: CoordinateSpace = .local)
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}
