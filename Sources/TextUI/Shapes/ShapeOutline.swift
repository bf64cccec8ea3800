/// What text can tell of a shape: how round its corners are, whether it is traced or filled,
/// and whether only part of it is drawn.
struct ShapeOutline: Sendable, Equatable {
    enum Corners: Sendable {
        case round, square, unknown
    }

    var corners: Corners
    var isStroked = false
    var isPartial = false
    /// A circle: as wide as it is tall (a row is two columns high), centred in its room.
    var isCircle = false

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
        case is Ellipse, is Capsule, is RoundedRectangle, is DefaultGlassEffectShape: self.init(corners: .round)
        case is Rectangle: self.init(corners: .square)
        case let shape as OutlinedShape: self = shape.outline
        case let shape as AnyShape: self = shape.outline
        default: self.init(corners: .unknown)
        }
    }

    var stroked: ShapeOutline {
        var copy = self
        copy.isStroked = true
        return copy
    }

    var partial: ShapeOutline {
        var copy = self
        copy.isPartial = true
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

    func path(in rect: CGRect) -> Path { Path() }
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
