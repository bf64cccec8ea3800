import Foundation

/// A view you draw into with a ``GraphicsContext``: its paths traced and filled in Braille
/// dots (see ``Path``), its text and images set on the cell they are drawn at. Like a shape it
/// takes the room offered, and no rows unless it is given a height.
///
/// ```swift
/// Canvas { context, size in
///     context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green), lineWidth: 4)
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// .frame(width: 80, height: 48)
/// ```
/// ```text
/// ⣠⠖⠋⠉⠉⠉⠉⠙⠲⣄
/// ⡇   Hi   ⢸
/// ⠙⠦⣄⣀⣀⣀⣀⣠⠴⠋
/// ```
///
/// SwiftUI: nonisolated struct Canvas<Symbols> where Symbols : View
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// Views the renderer may draw by their tag; TextUI draws none of them (see
    /// ``GraphicsContext/resolveSymbol(id:)``).
    ///
    /// SwiftUI: var symbols: Symbols
    public var symbols: Symbols
    /// SwiftUI: var renderer: (inout GraphicsContext, CGSize) -> Void
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// SwiftUI: var isOpaque: Bool
    public var isOpaque: Bool
    /// SwiftUI: var colorMode: ColorRenderingMode
    public var colorMode: ColorRenderingMode
    /// SwiftUI: var rendersAsynchronously: Bool
    public var rendersAsynchronously: Bool

    /// SwiftUI: init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols)
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("Canvas has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let renderer = renderer
        return CanvasNode(record: { [context] size, width in
            let drawing = CanvasDrawing()
            var graphics = GraphicsContext(drawing: drawing, environment: context.environment)
            renderer(&graphics, size)
            return CanvasRecording(strokes: drawing.strokes, marks: drawing.marks.map { mark in
                let node = switch mark.content {
                case .text(let text): text.makeNode(context)
                case .image(let image): image.makeNode(context)
                }
                return CanvasRecording.Mark(line: node.draw(width: width).first ?? .empty, point: mark.point, anchor: mark.anchor)
            })
        }, style: context.style)
    }
}

extension Canvas where Symbols == EmptyView {
    /// SwiftUI: init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void)
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

/// How a canvas or a drawing group stores colour; text has one way.
///
/// SwiftUI: enum ColorRenderingMode
public enum ColorRenderingMode: Hashable, Sendable {
    /// SwiftUI: case nonLinear
    case nonLinear
    /// SwiftUI: case linear
    case linear
    /// SwiftUI: case extendedLinear
    case extendedLinear
}
