/// What text can tell of a shape: how round its corners are, whether it is traced or filled,
/// and whether only part of it is drawn — and, for a shape you write or a part of one, its
/// path, which is then drawn in dots (``ShapeTracer``).
struct ShapeOutline: Sendable {
    enum Corners: Sendable {
        case round, square, unknown
    }

    var corners: Corners
    var isStroked = false
    var isPartial = false
    /// A circle: as wide as it is tall (a row is two columns high), centred in its room.
    var isCircle = false
    /// The shape's own path, for the shapes whose corners say nothing (one you write) and for
    /// a part of any shape.
    var tracer: ShapeTracer?

    init(corners: Corners, isStroked: Bool = false, isPartial: Bool = false) {
        self.corners = corners
        self.isStroked = isStroked
        self.isPartial = isPartial
    }

    /// The outline of one of TextUI's shapes; a shape written elsewhere is `unknown`.
    init<S: Shape>(of shape: S) {
        switch shape {
        case is Circle:
            self.init(corners: .round)
            isCircle = true
        case is Ellipse, is Capsule, is RoundedRectangle, is ConcentricRectangle, is DefaultGlassEffectShape: self.init(corners: .round)
        case is Rectangle: self.init(corners: .square)
        case let shape as OutlinedShape: self = shape.outline
        case let shape as AnyShape: self = shape.outline
        default: self.init(corners: .unknown)
        }
        if tracer == nil { tracer = ShapeTracer(shape) }
    }

    var stroked: ShapeOutline {
        var copy = self
        copy.isStroked = true
        return copy
    }

    /// The part from `from` to `to` of the outline (0 to 1); the whole, when it is all of it.
    func trimmed(from: CGFloat, to: CGFloat) -> ShapeOutline {
        guard from > 0 || to < 1 else { return self }
        var copy = self
        copy.isPartial = true
        copy.tracer = tracer?.trimmed(from: Double(from), to: Double(to))
        return copy
    }

    /// The box a stroked outline draws around content, if it draws one.
    func box(_ style: RenderStyle) -> BoxGlyphs? {
        guard isStroked, !isPartial else { return nil }
        switch corners {
        case .round: return style.roundedBox
        case .square, .unknown: return style.squareBox
        }
    }
}

/// A shape made from another (a trim, a stroke as a shape): only its outline is kept.
struct OutlinedShape: InsettableShape {
    let outline: ShapeOutline

    func path(in rect: CGRect) -> Path { outline.tracer?.path(in: rect) ?? Path() }
    func inset(by amount: CGFloat) -> OutlinedShape { self }
}

/// A filled or stroked shape as a view.
struct PaintedShape: View, PrimitiveView {
    let outline: ShapeOutline
    let isVisible: Bool

    var body: Never { fatalError("PaintedShape has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        ShapeNode(outline: outline, isVisible: isVisible, style: context.style)
    }
}
