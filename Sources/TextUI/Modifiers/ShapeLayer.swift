/// How a layer behind or over a view reads when it is made of shapes: a stroked shape, alone or
/// with fills under or over it (a card's border on its paint), draws its box around the view;
/// fills and shapes painted clear are paint, with no mark.
enum ShapeLayer {
    /// The box `node` draws around a view it is layered with, or `nil` when it draws none.
    static func surroundingBox(of node: any LayoutNode) -> BoxGlyphs? {
        switch node {
        case let shape as ShapeNode: shape.surroundingBox
        case let border as BorderNode where isPaint(border.child): border.glyphs
        default: nil
        }
    }

    /// Whether `node` is only paint: fills, shapes painted clear, and layers of those.
    static func isPaint(_ node: any LayoutNode) -> Bool {
        switch node {
        case let shape as ShapeNode: !shape.outline.isStroked || !shape.isVisible
        case let overlay as OverlayNode: isPaint(overlay.base) && isPaint(overlay.overlay)
        case let background as BackgroundNode: isPaint(background.base) && isPaint(background.background)
        default: ShapeNode.isFill(node)
        }
    }
}
