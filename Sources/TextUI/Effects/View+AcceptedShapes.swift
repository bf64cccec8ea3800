// Settings about pixels and their clipping, mirrored so a screen that uses them compiles
// unchanged; text has no pixels to clip or mirror, so each draws the view as it was.

extension View {
    /// Masks this view by the opaque parts of `mask`: drawn as the view, unmasked (text has
    /// no transparency to mask with). Paint masked by a view — a gradient or colour cut to an
    /// icon's or a word's shape — shows that shape, so the mask is drawn in its place. The older
    /// form of ``mask(alignment:_:)``.
    ///
    /// ```swift
    /// Text("Premium").mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
    /// ```
    /// ```text
    /// Premium
    /// ```
    ///
    /// SwiftUI: func mask<Mask>(_ mask: Mask) -> some View where Mask : View
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        ModifiedView(self) { content, context in
            MaskedPaint.node(content: content.makeNode(context), mask: mask, context: context)
        }
    }

    /// Sets the shape that containers inside draw their corners with (`ContainerRelativeShape`):
    /// drawn as the view, as text has no corners.
    ///
    /// SwiftUI: func containerShape<T>(_ shape: T) -> some View where T : InsettableShape
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }

    /// Lets a scroll view's content draw past its edges (a shadow, a peeking card): drawn as the
    /// view, as a text scroll view already shows each row whole.
    ///
    /// SwiftUI: func scrollClipDisabled(_ disabled: Bool = true) -> some View
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// Mirrors this view in a right-to-left layout (an arrow that points "forward"): drawn as
    /// the view, as TextUI lays text out left to right.
    ///
    /// SwiftUI: func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
}

/// What a masked view draws: the view, unless it is paint with no text of its own (a colour, a
/// gradient, a filled shape), whose visible part on a phone is the mask's shape.
@MainActor enum MaskedPaint {
    static func node<Mask: View>(content: any LayoutNode, mask: Mask, context: RenderContext) -> any LayoutNode {
        content is PaintNode || ShapeLayer.isPaint(content) ? mask.makeNode(context) : content
    }
}
