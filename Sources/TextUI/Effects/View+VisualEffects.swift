// Effects that change how a view looks but not what it says: text has no clipping, shadow,
// blur, scale or rotation, so each is accepted and draws the view as it was. Opacity 0 alone
// hides the view (it keeps its room), as a person would see nothing there.

extension View {
    /// Clips this view to `shape`; drawn as it was.
    ///
    /// ```swift
    /// Text("AK").padding(8).background(Color.blue).clipShape(Circle())
    /// ```
    /// ```text
    ///  AK
    /// ```
    ///
    /// SwiftUI: View.clipShape(_:style:)
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }

    /// SwiftUI: View.clipped(antialiased:)
    public func clipped(antialiased: Bool = false) -> some View { self }

    /// SwiftUI: View.cornerRadius(_:antialiased:)
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

    /// SwiftUI: View.shadow(color:radius:x:y:)
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { self }

    /// SwiftUI: View.blur(radius:opaque:)
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

    /// SwiftUI: View.brightness(_:)
    public func brightness(_ amount: Double) -> some View { self }

    /// SwiftUI: View.saturation(_:)
    public func saturation(_ amount: Double) -> some View { self }

    /// SwiftUI: View.grayscale(_:)
    public func grayscale(_ amount: Double) -> some View { self }

    /// Drawn as the view; paint masked by a view shows the mask's shape, as ``mask(_:)`` says.
    ///
    /// SwiftUI: View.mask(alignment:_:)
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let mask = mask()
        return ModifiedView(self) { content, context in
            MaskedPaint.node(content: content.makeNode(context), mask: mask, context: context)
        }
    }

    /// Orders overlapping views; text draws later siblings on top whatever the index.
    ///
    /// SwiftUI: View.zIndex(_:)
    public func zIndex(_ value: Double) -> some View { self }

    /// SwiftUI: View.allowsHitTesting(_:)
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// SwiftUI: View.compositingGroup()
    public func compositingGroup() -> some View { self }

    /// SwiftUI: View.drawingGroup(opaque:colorMode:)
    public func drawingGroup(opaque: Bool = false) -> some View { self }

    /// Moves this view; text keeps every view where its layout puts it, so nothing overlaps.
    ///
    /// SwiftUI: View.offset(_:)
    public func offset(_ offset: CGSize) -> some View { self }

    /// SwiftUI: View.offset(x:y:)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// SwiftUI: View.scaleEffect(_:anchor:)
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

    /// SwiftUI: View.scaleEffect(_:anchor:)
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// SwiftUI: View.scaleEffect(x:y:anchor:)
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }

    /// SwiftUI: View.rotationEffect(_:anchor:)
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// Turns, scales or moves this view's drawing; text keeps it where its layout puts it (a
    /// path inside turns with `Path.applying(_:)`).
    ///
    /// SwiftUI: nonisolated func transformEffect(_ transform: CGAffineTransform) -> some View
    public func transformEffect(_ transform: CGAffineTransform) -> some View { self }

    /// SwiftUI: nonisolated func projectionEffect(_ transform: ProjectionTransform) -> some View
    public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }

    /// Keeps this view's proportions. A cell's shape is fixed, so a view with rows of its own
    /// is drawn as it was; a bare shape or colour, which has none, takes the rows its width
    /// gives at `aspectRatio` (a 16:9 placeholder 32 columns wide is 9 rows high).
    ///
    /// SwiftUI: View.aspectRatio(_:contentMode:)
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        ModifiedView(self) { content, context in
            AspectRatioNode(child: content.makeNode(context), ratio: aspectRatio.map(Double.init))
        }
    }

    /// SwiftUI: View.aspectRatio(_:contentMode:)
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        ModifiedView(self) { content, context in
            AspectRatioNode(child: content.makeNode(context), ratio: AspectRatioNode.ratio(of: aspectRatio))
        }
    }

    /// SwiftUI: View.scaledToFit()
    public func scaledToFit() -> some View { self }

    /// SwiftUI: View.scaledToFill()
    public func scaledToFill() -> some View { self }

    /// How see-through this view is. From 0.05 up it is drawn as it was; below that it is
    /// drawn as blanks but keeps its room, like ``View/hidden()``, because a person sees
    /// nothing there. At 0 a screen reader skips it too; only faint (the `0.01` a code screen
    /// gives the field it draws digits over), it is still read, as VoiceOver reads it.
    ///
    /// ```swift
    /// HStack {
    ///     Text("Saving").opacity(0.5)
    ///     Text("Saved").opacity(0)
    ///     Text("✓")
    /// }
    /// ```
    /// ```text
    /// Saving       ✓
    /// ```
    ///
    /// SwiftUI: View.opacity(_:)
    public func opacity(_ opacity: Double) -> some View {
        ModifiedView(self) { content, context in
            let node = content.makeNode(context)
            let shown = opacity >= 0.05 || context.environment.animationRepeatsForever
            return shown ? node : HiddenNode(node, isRead: opacity > 0)
        }
    }

    /// Draws a square box around this view, as ``View/border()`` does; the style and width
    /// have no mark in text.
    ///
    /// ```swift
    /// Text("Draft").border(.gray)
    /// ```
    /// ```text
    /// ┌─────┐
    /// │Draft│
    /// └─────┘
    /// ```
    ///
    /// SwiftUI: View.border(_:width:)
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        ModifiedView(self) { view, context in
            BorderNode(child: view.makeNode(context), glyphs: context.style.squareBox)
        }
    }
}

/// How a view fits the room it is given.
///
/// SwiftUI: ContentMode
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// SwiftUI: ContentMode.fit
    case fit
    /// SwiftUI: ContentMode.fill
    case fill
}
