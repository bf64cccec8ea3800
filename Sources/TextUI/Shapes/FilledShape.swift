/// A view that shows a shape filled with a style, which can then be stroked as well: a bar's
/// frosted fill with a hairline border, `Rectangle().fill(.thinMaterial).stroke(.gray)`.
///
/// ```swift
/// Rectangle().fill(.clear).stroke(Color.gray, lineWidth: 1).frame(width: 6, height: 3)
/// ```
///
/// The fill draws as ``Shape/fill(_:style:)`` draws it, the outline over it as
/// ``Shape/stroke(_:lineWidth:antialiased:)`` does.
///
/// SwiftUI: protocol ShapeView<Content> : View
public protocol ShapeView<Content>: View {
    /// SwiftUI: associatedtype Content : Shape
    associatedtype Content: Shape
    /// SwiftUI: var shape: Self.Content { get }
    var shape: Content { get }
}

extension ShapeView {
    /// Traces the shape's outline with `content` over this view's fill.
    ///
    /// SwiftUI: nonisolated func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self.Content, S, Self> where S : ShapeStyle
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth, antialiased: antialiased))
    }
}

/// What ``Shape/fill(_:style:)`` gives: the painted shape, keeping the shape for a stroke.
struct FilledShape<Content: Shape>: ShapeView {
    let shape: Content
    let painted: PaintedShape

    var body: PaintedShape { painted }
}
