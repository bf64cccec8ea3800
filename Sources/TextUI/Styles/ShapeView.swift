/// A shape filled with a style: what a style that also declares itself a ``View`` (as a
/// theme's colour type does, `struct Themed: ShapeStyle, View`) draws as its body — paint,
/// as a ``Color`` is, taking the room it is offered and showing no characters.
///
/// ```swift
/// struct Brand: ShapeStyle, View {}
/// ZStack { Brand(); Text("On brand") }.render(width: 12)
/// ```
/// ```text
///   On brand
/// ```
///
/// SwiftUI: @frozen struct _ShapeView<Content, Style> where Content : Shape, Style : ShapeStyle
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// SwiftUI: var shape: Content
    public var shape: Content
    /// SwiftUI: var style: Style
    public var style: Style

    /// SwiftUI: init(shape: Content, style: Style)
    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }

    /// SwiftUI: _ShapeView.body
    public var body: Never { fatalError("_ShapeView has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        PaintNode()
    }
}

extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    /// A rectangle filled with this style: the body of a style that is also a view.
    ///
    /// SwiftUI: var body: _ShapeView<Rectangle, Self> { get }
    @MainActor public var body: _ShapeView<Rectangle, Self> {
        _ShapeView(shape: Rectangle(), style: self)
    }
}
