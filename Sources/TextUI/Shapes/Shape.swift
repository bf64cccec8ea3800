/// A 2D shape. Text draws a shape by what a person sees of it:
///
/// - **Filled** (a plain shape, or `.fill`): one cell high, a mark — `●` for a circle, an
///   ellipse or a capsule up to two columns wide, `■` for a rectangle, `━` for any wider bar
///   (a separator, a progress track); one column wide and taller, a `┃` rule (a row's colour
///   stripe); taller and wider, solid cells, a round shape's corners cut with half cells
///   (`▄██▄` over `▀██▀`). A fill with `Color.clear` or at opacity 0 draws nothing, so an
///   unread dot shows only when unread; so does a shape in a clear ``View/foregroundStyle(_:)``.
/// - **Stroked** (`.stroke`, `.strokeBorder`): a box of the shape's size, round corners
///   (`╭╮╰╯`) for round shapes and square ones (`┌┐└┘`) for a rectangle; one cell high, `○` or
///   `□`, wider, `─`, and one column wide and taller, `│`.
/// - As a **background or overlay**, a stroked shape draws its box *around* the content (one
///   column each side, one row above and below), as `.border()` does; a filled one is paint
///   and draws nothing, so it never hides the content — unless it is an overlay of a size of
///   its own (a badge's dot). Under other layers of a `ZStack` (a card, an avatar's circle),
///   a filled shape is their paint too.
///
/// Unsized, a shape takes all the room offered, as in SwiftUI, and no rows unless a height is
/// given. A shape you write yourself (its ``path(in:)``), a ``Path`` and a trimmed part of any
/// shape are drawn in Braille dots, filled or traced (see ``Path``).
///
/// ```swift
/// VStack(alignment: .leading) {
///     HStack { Circle().fill(.green).frame(width: 8, height: 8); Text("Online") }
///     HStack { Circle().fill(Color.clear).frame(width: 8, height: 8); Text("Away") }
///     RoundedRectangle(cornerRadius: 8).stroke(.gray).frame(width: 48, height: 48)
///     Text("Plan").padding(.horizontal, 8).background(Capsule().stroke(.blue))
/// }
/// ```
/// ```text
/// ● Online
///   Away
/// ╭────╮
/// │    │
/// ╰────╯
/// ╭──────╮
/// │ Plan │
/// ╰──────╯
/// ```
///
/// SwiftUI: nonisolated protocol Shape : Sendable, Animatable, View
nonisolated public protocol Shape: Sendable, View {
    /// The outline of this shape in `rect`, in points; a shape you write is drawn by it.
    ///
    /// SwiftUI: nonisolated func path(in rect: CGRect) -> Path
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// SwiftUI: Shape.body
    public var body: Never { fatalError("a Shape has no body") }

    /// A shape draws as filled (see ``Shape``), or nothing in a clear foreground style.
    public static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs {
        let isVisible = !inputs.context.environment.foregroundIsClear
        return _ViewOutputs(nodes: [ShapeNode(outline: ShapeOutline(of: view), isVisible: isVisible, style: inputs.context.style)])
    }

    /// Fills this shape with `content`; clear or at opacity 0 it draws nothing.
    ///
    /// SwiftUI: Shape.fill(_:style:)
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some ShapeView<Self> {
        FilledShape(shape: self, painted: PaintedShape(outline: ShapeOutline(of: self), isVisible: !content.isClearStyle))
    }

    /// Traces this shape's outline with `content` (see ``Shape`` for what text draws).
    ///
    /// SwiftUI: Shape.stroke(_:lineWidth:antialiased:)
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        PaintedShape(outline: ShapeOutline(of: self).stroked, isVisible: !content.isClearStyle)
    }

    /// SwiftUI: Shape.stroke(_:style:antialiased:)
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        PaintedShape(outline: ShapeOutline(of: self).stroked, isVisible: !content.isClearStyle)
    }

    /// This shape's outline as a shape of its own.
    ///
    /// SwiftUI: Shape.stroke(lineWidth:)
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        OutlinedShape(outline: ShapeOutline(of: self).stroked)
    }

    /// SwiftUI: Shape.stroke(style:)
    public func stroke(style: StrokeStyle) -> some Shape {
        OutlinedShape(outline: ShapeOutline(of: self).stroked)
    }

    /// Part of this shape's outline, from `startFraction` to `endFraction` of the way round:
    /// unless it is the whole, drawn in dots along that part (a progress ring's arc).
    ///
    /// SwiftUI: Shape.trim(from:to:)
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        OutlinedShape(outline: ShapeOutline(of: self).trimmed(from: startFraction, to: endFraction))
    }

    /// This shape turned; drawn as it was.
    ///
    /// SwiftUI: Shape.rotation(_:anchor:)
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
        OutlinedShape(outline: ShapeOutline(of: self))
    }
}

/// The shapes whose outline can be drawn inside their own frame.
///
/// SwiftUI: InsettableShape
public protocol InsettableShape: Shape {
    /// The kind of shape an inset gives.
    ///
    /// SwiftUI: InsettableShape.InsetShape
    associatedtype InsetShape: InsettableShape

    /// This shape made smaller by `amount` on every side; drawn at its frame in text.
    ///
    /// SwiftUI: InsettableShape.inset(by:)
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Traces this shape's outline inside its frame: drawn as ``Shape/stroke(_:lineWidth:antialiased:)``.
    ///
    /// SwiftUI: InsettableShape.strokeBorder(_:lineWidth:antialiased:)
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        PaintedShape(outline: ShapeOutline(of: self).stroked, isVisible: !content.isClearStyle)
    }

    /// SwiftUI: InsettableShape.strokeBorder(_:style:antialiased:)
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        PaintedShape(outline: ShapeOutline(of: self).stroked, isVisible: !content.isClearStyle)
    }
}
