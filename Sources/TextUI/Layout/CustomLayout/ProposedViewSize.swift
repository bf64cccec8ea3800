/// The size a container offers a view, in points; `nil` in a dimension asks for the view's
/// ideal size there. A custom ``Layout`` receives one and hands them to its subviews.
///
/// TextUI offers a layout its width in columns as points (8 a column) and no height, and
/// measures a subview's answer back in cells (see ``Layout``).
///
/// ```swift
/// ProposedViewSize(width: 320, height: nil).replacingUnspecifiedDimensions()   // 320 × 10
/// ```
///
/// SwiftUI: @frozen struct ProposedViewSize
public struct ProposedViewSize: Equatable, Sendable {
    /// The width offered; `nil` asks for the ideal width.
    ///
    /// SwiftUI: var width: CGFloat?
    public var width: CGFloat?

    /// The height offered; `nil` asks for the ideal height.
    ///
    /// SwiftUI: var height: CGFloat?
    public var height: CGFloat?

    /// An offer of `width` by `height`.
    ///
    /// SwiftUI: init(width: CGFloat?, height: CGFloat?)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// An offer of exactly `size`.
    ///
    /// SwiftUI: init(_ size: CGSize)
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// No room: a view answers its smallest size.
    ///
    /// SwiftUI: static let zero: ProposedViewSize
    public static let zero = ProposedViewSize(width: 0, height: 0)

    /// No offer in either dimension: a view answers its ideal size.
    ///
    /// SwiftUI: static let unspecified: ProposedViewSize
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// All the room there is: a view answers its largest size.
    ///
    /// SwiftUI: static let infinity: ProposedViewSize
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// This offer with each `nil` dimension taken from `size`.
    ///
    /// SwiftUI: func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
