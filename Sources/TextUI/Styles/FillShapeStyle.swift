/// The translucent fill iOS puts under a control on a background: `.background(.fill.tertiary,
/// in: .circle)`, `.fill(.fill.secondary)`. Like every fill it draws nothing in text; the
/// levels (`.fill.secondary` … `.quaternary`) come from ``ShapeStyle``'s own.
///
/// ```swift
/// Image(systemName: "plus").padding(8).background(.fill.tertiary, in: .circle)
/// ```
/// ```text
///  +
/// ```
///
/// SwiftUI: @frozen struct FillShapeStyle
public struct FillShapeStyle: ShapeStyle {
    /// SwiftUI: init()
    public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The overlay fill for shapes on a background.
    ///
    /// SwiftUI: static var fill: FillShapeStyle { get }
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
