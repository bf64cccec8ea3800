import Foundation

/// Where a scroll view's content sits: how far it has scrolled, how large it and the scroll
/// view are. Handed to ``View/onScrollGeometryChange(for:of:action:)``, whose action runs when
/// a person scrolls: a preview never scrolls, so it never runs and the view draws as it was.
///
/// SwiftUI: struct ScrollGeometry
public struct ScrollGeometry: Equatable, Sendable {
    /// SwiftUI: var contentOffset: CGPoint { get set }
    public var contentOffset: CGPoint
    /// SwiftUI: var contentSize: CGSize
    public var contentSize: CGSize
    /// SwiftUI: var contentInsets: EdgeInsets
    public var contentInsets: EdgeInsets
    /// SwiftUI: var containerSize: CGSize { get set }
    public var containerSize: CGSize

    /// SwiftUI: init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize)
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content in view: the container at the offset.
    ///
    /// SwiftUI: var visibleRect: CGRect { get }
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The visible part less the content insets.
    ///
    /// SwiftUI: var bounds: CGRect { get }
    public var bounds: CGRect {
        let insets = contentInsets
        return CGRect(
            x: contentOffset.x + insets.leading, y: contentOffset.y + insets.top,
            width: containerSize.width - insets.leading - insets.trailing,
            height: containerSize.height - insets.top - insets.bottom)
    }
}

/// What a scroll view is doing: at rest, followed by a finger, coasting or animating.
///
/// SwiftUI: enum ScrollPhase
public enum ScrollPhase: Hashable, Sendable {
    /// SwiftUI: case idle
    case idle
    /// SwiftUI: case tracking
    case tracking
    /// SwiftUI: case interacting
    case interacting
    /// SwiftUI: case decelerating
    case decelerating
    /// SwiftUI: case animating
    case animating

    /// Whether it is moving: any phase but `idle`.
    ///
    /// SwiftUI: var isScrolling: Bool { get }
    public var isScrolling: Bool { self != .idle }
}

/// The scroll view's geometry when its phase changes. (Apple's has a `velocity` too, a
/// `CGVector`, which Linux's Foundation lacks.)
///
/// SwiftUI: struct ScrollPhaseChangeContext
public struct ScrollPhaseChangeContext: Sendable {
    /// SwiftUI: var geometry: ScrollGeometry { get }
    public let geometry: ScrollGeometry
}

extension View {
    /// Runs `action` with the old and new value of `transform` when a person scrolls the
    /// scroll view this view is in. A preview never scrolls: it never runs, and the view draws
    /// as it was.
    ///
    /// ```swift
    /// ScrollView { Text("Feed") }
    ///     .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
    ///     .render()   // "Feed"
    /// ```
    ///
    /// SwiftUI: func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View where T : Equatable
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        self
    }

    /// Runs `action` when the scroll view this view is in starts or stops moving; a preview
    /// never scrolls, so it never runs and the view draws as it was.
    ///
    /// SwiftUI: func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        self
    }

    /// SwiftUI: func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        self
    }
}
