extension Color: ShapeStyle, View, PrimitiveView {
    /// SwiftUI: Color.body
    public var body: Never { fatalError("Color has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        PaintNode()
    }
}

/// Paint with no text (a colour, a gradient): it takes the room offered in both directions, as
/// SwiftUI's do, and draws blank cells; with no height given it takes no rows.
final class PaintNode: LayoutNode {
    var fillsWidth: Bool { true }
    var fillsHeight: Bool { true }

    func measure(proposedWidth: Int) -> Int { 0 }

    func draw(width: Int) -> [Line] { [] }

    func draw(width: Int, height: Int) -> [Line] {
        Array(repeating: .empty, count: max(0, height))
    }
}
