/// A circle as big as fits its frame (see ``Shape`` for how it draws).
///
/// ```swift
/// Circle().fill(.blue).frame(width: 8, height: 8)
/// ```
/// ```text
/// ●
/// ```
///
/// SwiftUI: Circle
public struct Circle: InsettableShape {
    /// SwiftUI: Circle.init()
    public init() {}
    /// The largest circle that fits `rect`, centred in it.
    ///
    /// SwiftUI: Circle.path(in:)
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// SwiftUI: Circle.inset(by:)
    public func inset(by amount: CGFloat) -> Circle { self }
}

/// An ellipse filling its frame (see ``Shape``).
///
/// ```swift
/// Ellipse().stroke(.gray).frame(width: 8, height: 8)
/// ```
/// ```text
/// ○
/// ```
///
/// SwiftUI: Ellipse
public struct Ellipse: InsettableShape {
    /// SwiftUI: Ellipse.init()
    public init() {}
    /// SwiftUI: Ellipse.path(in:)
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// SwiftUI: Ellipse.inset(by:)
    public func inset(by amount: CGFloat) -> Ellipse { self }
}

/// A rectangle filling its frame (see ``Shape``): a filled bar one row high draws `━`.
///
/// ```swift
/// Rectangle().fill(.gray).frame(height: 1).render(width: 10)
/// ```
/// ```text
/// ━━━━━━━━━━
/// ```
///
/// SwiftUI: Rectangle
public struct Rectangle: InsettableShape {
    /// SwiftUI: Rectangle.init()
    public init() {}
    /// SwiftUI: Rectangle.path(in:)
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// SwiftUI: Rectangle.inset(by:)
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// A rectangle with rounded corners (see ``Shape``): stroked, a box with `╭╮╰╯` corners.
///
/// ```swift
/// Text("Today").padding(8).overlay(RoundedRectangle(cornerRadius: 12).stroke(.secondary))
/// ```
/// ```text
/// ╭───────╮
/// │ Today │
/// ╰───────╯
/// ```
///
/// SwiftUI: RoundedRectangle
public struct RoundedRectangle: InsettableShape {
    /// SwiftUI: RoundedRectangle.cornerSize
    public var cornerSize: CGSize
    /// SwiftUI: RoundedRectangle.style
    public var style: RoundedCornerStyle

    /// SwiftUI: RoundedRectangle.init(cornerRadius:style:)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// SwiftUI: RoundedRectangle.init(cornerSize:style:)
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// SwiftUI: RoundedRectangle.path(in:)
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    /// SwiftUI: RoundedRectangle.inset(by:)
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

/// A rectangle with half-circle ends (see ``Shape``).
///
/// ```swift
/// Text("PRO").padding(.horizontal, 8).background(Capsule().strokeBorder(.orange))
/// ```
/// ```text
/// ╭─────╮
/// │ PRO │
/// ╰─────╯
/// ```
///
/// SwiftUI: Capsule
public struct Capsule: InsettableShape {
    /// SwiftUI: Capsule.style
    public var style: RoundedCornerStyle

    /// SwiftUI: Capsule.init(style:)
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// SwiftUI: Capsule.path(in:)
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    /// SwiftUI: Capsule.inset(by:)
    public func inset(by amount: CGFloat) -> Capsule { self }
}

/// How a rounded corner curves.
///
/// SwiftUI: RoundedCornerStyle
public enum RoundedCornerStyle: Hashable, Sendable {
    /// SwiftUI: RoundedCornerStyle.circular
    case circular
    /// SwiftUI: RoundedCornerStyle.continuous
    case continuous
}

/// Any shape, its type erased; draws as the shape it holds.
///
/// SwiftUI: AnyShape
public struct AnyShape: Shape {
    let outline: ShapeOutline

    /// SwiftUI: AnyShape.init(_:)
    public init<S: Shape>(_ shape: S) {
        outline = ShapeOutline(of: shape)
    }

    /// SwiftUI: AnyShape.path(in:)
    public func path(in rect: CGRect) -> Path { outline.tracer?.path(in: rect) ?? Path() }
}

extension Shape where Self == Circle {
    /// SwiftUI: Shape.circle
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// SwiftUI: Shape.ellipse
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// SwiftUI: Shape.capsule
    public static var capsule: Capsule { Capsule() }
    /// SwiftUI: Shape.capsule(style:)
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Rectangle {
    /// SwiftUI: Shape.rect
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// SwiftUI: Shape.rect(cornerRadius:style:)
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
