/// A frame of reference a view's geometry is read in: `.global`, `.local`, `.named("scroll")`,
/// `.scrollView`. A text screen places no view at a point of the screen, so every space reads
/// the same frame (see `GeometryProxy.frame(in:)`).
///
/// SwiftUI: protocol CoordinateSpaceProtocol
public protocol CoordinateSpaceProtocol {
    /// The space this stands for.
    ///
    /// SwiftUI: var coordinateSpace: CoordinateSpace { get }
    var coordinateSpace: CoordinateSpace { get }
}

/// A space a view names with `coordinateSpace(_:)` and its subviews read with `.named(_:)`.
///
/// SwiftUI: struct NamedCoordinateSpace
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// SwiftUI: var coordinateSpace: CoordinateSpace { get }
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The space at the root of the screen.
///
/// SwiftUI: struct GlobalCoordinateSpace
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// SwiftUI: init()
    public init() {}
    /// SwiftUI: var coordinateSpace: CoordinateSpace { get }
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The space of the view itself.
///
/// SwiftUI: struct LocalCoordinateSpace
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// SwiftUI: init()
    public init() {}
    /// SwiftUI: var coordinateSpace: CoordinateSpace { get }
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view named `name`.
    ///
    /// SwiftUI: static func named(_ name: some Hashable) -> NamedCoordinateSpace
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }

    /// The space of the innermost scroll view.
    ///
    /// SwiftUI: static var scrollView: NamedCoordinateSpace { get }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("TextUI.scrollView")) }

    /// The space of the innermost scroll view that scrolls along `axis`.
    ///
    /// SwiftUI: static func scrollView(axis: Axis) -> Self
    public static func scrollView(axis: Axis) -> Self { NamedCoordinateSpace(name: AnyHashable("TextUI.scrollView.\(axis)")) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// SwiftUI: static var global: GlobalCoordinateSpace { get }
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// SwiftUI: static var local: LocalCoordinateSpace { get }
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension GeometryProxy {
    /// The reader's frame in `coordinateSpace`: at the origin, of ``size``, as in every space.
    ///
    /// SwiftUI: func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

extension View {
    /// Names this view's space for the geometry its subviews read; changes nothing drawn.
    ///
    /// SwiftUI: nonisolated func coordinateSpace<T>(name: T) -> some View where T : Hashable
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }

    /// Names this view's space for the geometry its subviews read; changes nothing drawn.
    ///
    /// SwiftUI: nonisolated func coordinateSpace(_ name: NamedCoordinateSpace) -> some View
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}
