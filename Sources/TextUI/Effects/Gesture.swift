/// A touch a view responds to. Text is not touched: gestures are accepted, draw nothing and
/// never run their actions.
///
/// ```swift
/// Text("Kyoto").gesture(TapGesture(count: 2).onEnded { })
/// ```
/// ```text
/// Kyoto
/// ```
///
/// SwiftUI: Gesture
public protocol Gesture<Value> {
    /// What the gesture reports while it happens and when it ends.
    ///
    /// SwiftUI: Gesture.Value
    associatedtype Value
}

extension Gesture {
    /// Runs `action` when the gesture ends; never, in text.
    ///
    /// SwiftUI: Gesture.onEnded(_:)
    public func onEnded(_ action: @escaping (Value) -> Void) -> some Gesture<Value> { self }

    /// SwiftUI: Gesture.map(_:)
    public func map<T>(_ body: @escaping (Value) -> T) -> some Gesture<T> { MappedGesture<T>() }
}

extension Gesture where Value: Equatable {
    /// Runs `action` as the gesture's value changes; never, in text.
    ///
    /// SwiftUI: Gesture.onChanged(_:)
    public func onChanged(_ action: @escaping (Value) -> Void) -> some Gesture<Value> { self }
}

/// A gesture whose value has been changed.
struct MappedGesture<Value>: Gesture {}

/// One or more taps.
///
/// SwiftUI: TapGesture
public struct TapGesture: Gesture {
    /// SwiftUI: TapGesture.Value
    public typealias Value = Void
    /// SwiftUI: TapGesture.count
    public var count: Int

    /// SwiftUI: TapGesture.init(count:)
    public init(count: Int = 1) {
        self.count = count
    }
}

/// A press held down.
///
/// SwiftUI: LongPressGesture
public struct LongPressGesture: Gesture {
    /// SwiftUI: LongPressGesture.Value
    public typealias Value = Bool
    /// SwiftUI: LongPressGesture.minimumDuration
    public var minimumDuration: Double
    /// SwiftUI: LongPressGesture.maximumDistance
    public var maximumDistance: CGFloat

    /// SwiftUI: LongPressGesture.init(minimumDuration:maximumDistance:)
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A finger dragged.
///
/// SwiftUI: DragGesture
public struct DragGesture: Gesture {
    /// SwiftUI: DragGesture.minimumDistance
    public var minimumDistance: CGFloat

    /// SwiftUI: DragGesture.init(minimumDistance:coordinateSpace:)
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }

    /// Where a drag is.
    ///
    /// SwiftUI: DragGesture.Value
    public struct Value: Equatable {
        /// SwiftUI: DragGesture.Value.time
        public var time: Date
        /// SwiftUI: DragGesture.Value.location
        public var location: CGPoint
        /// SwiftUI: DragGesture.Value.startLocation
        public var startLocation: CGPoint
        /// SwiftUI: DragGesture.Value.translation
        public var translation: CGSize
        /// SwiftUI: DragGesture.Value.predictedEndLocation
        public var predictedEndLocation: CGPoint
        /// SwiftUI: DragGesture.Value.predictedEndTranslation
        public var predictedEndTranslation: CGSize
    }
}

/// Where a gesture's points are measured from.
///
/// SwiftUI: CoordinateSpace
public enum CoordinateSpace: Hashable {
    /// SwiftUI: CoordinateSpace.global
    case global
    /// SwiftUI: CoordinateSpace.local
    case local
    /// SwiftUI: CoordinateSpace.named(_:)
    case named(AnyHashable)
}

/// Which gestures of a view and its subviews are recognised.
///
/// SwiftUI: GestureMask
public struct GestureMask: OptionSet, Sendable {
    /// SwiftUI: GestureMask.rawValue
    public let rawValue: UInt8

    /// SwiftUI: GestureMask.init(rawValue:)
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// SwiftUI: GestureMask.none
    public static let none = GestureMask([])
    /// SwiftUI: GestureMask.gesture
    public static let gesture = GestureMask(rawValue: 1)
    /// SwiftUI: GestureMask.subviews
    public static let subviews = GestureMask(rawValue: 2)
    /// SwiftUI: GestureMask.all
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Runs `action` when this view is tapped `count` times; text is not tapped, so the view is
    /// drawn as it was and `action` never runs.
    ///
    /// ```swift
    /// HStack { Text("Aiko"); Spacer(); Text("›") }.contentShape(Rectangle()).onTapGesture { }.render(width: 12)
    /// ```
    /// ```text
    /// Aiko       ›
    /// ```
    ///
    /// SwiftUI: View.onTapGesture(count:perform:)
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// SwiftUI: View.onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { self }

    /// SwiftUI: View.gesture(_:including:)
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// SwiftUI: View.simultaneousGesture(_:including:)
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// SwiftUI: View.highPriorityGesture(_:including:)
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Sets the shape taps hit; drawn as it was.
    ///
    /// SwiftUI: View.contentShape(_:eoFill:)
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// SwiftUI: View.contentShape(_:_:eoFill:)
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
}

/// What a content shape is for.
///
/// SwiftUI: ContentShapeKinds
public struct ContentShapeKinds: OptionSet, Sendable {
    /// SwiftUI: ContentShapeKinds.rawValue
    public let rawValue: Int

    /// SwiftUI: ContentShapeKinds.init(rawValue:)
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// SwiftUI: ContentShapeKinds.interaction
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// SwiftUI: ContentShapeKinds.dragPreview
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// SwiftUI: ContentShapeKinds.contextMenuPreview
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// SwiftUI: ContentShapeKinds.hoverEffect
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// SwiftUI: ContentShapeKinds.accessibility
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
