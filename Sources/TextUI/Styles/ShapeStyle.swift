/// A colour, gradient or material a view or shape is painted with. Text has no paint, so every
/// style is accepted and draws nothing; only `Color.clear` (or any style at opacity 0) tells a
/// filled shape to draw no mark (see ``Shape``).
///
/// ```swift
/// Text("Partly cloudy").foregroundStyle(.secondary)
/// ```
/// ```text
/// Partly cloudy
/// ```
///
/// SwiftUI: ShapeStyle
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
    /// This style at `opacity`; at 0 a filled shape draws no mark.
    ///
    /// SwiftUI: ShapeStyle.opacity(_:)
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(isClear: !(opacity > 0) || isClearStyle)
    }

    /// Whether a shape painted with this style shows nothing.
    var isClearStyle: Bool {
        switch self {
        case let color as Color: color.isClear
        case let style as OpacityShapeStyle: style.isClear
        case let style as AnyShapeStyle: style.isClear
        default: false
        }
    }
}

/// A style seen through at some opacity.
struct OpacityShapeStyle: ShapeStyle {
    let isClear: Bool
}

/// Any style, its type erased.
///
/// SwiftUI: AnyShapeStyle
public struct AnyShapeStyle: ShapeStyle {
    let isClear: Bool

    /// SwiftUI: AnyShapeStyle.init(_:)
    public init<S: ShapeStyle>(_ style: S) {
        isClear = style.isClearStyle
    }
}

/// The style of the views in the foreground, which ``View/foregroundStyle(_:)`` sets.
///
/// SwiftUI: ForegroundStyle
public struct ForegroundStyle: ShapeStyle {
    /// SwiftUI: ForegroundStyle.init()
    public init() {}
}

/// The style of the background behind the content.
///
/// SwiftUI: BackgroundStyle
public struct BackgroundStyle: ShapeStyle {
    /// SwiftUI: BackgroundStyle.init()
    public init() {}
}

/// The tint colour, which ``View/tint(_:)-(Color?)`` sets.
///
/// SwiftUI: TintShapeStyle
public struct TintShapeStyle: ShapeStyle {
    /// SwiftUI: TintShapeStyle.init()
    public init() {}
}

/// The style of separators between rows.
///
/// SwiftUI: SeparatorShapeStyle
public struct SeparatorShapeStyle: ShapeStyle {
    /// SwiftUI: SeparatorShapeStyle.init()
    public init() {}
}

/// The style that marks what is selected: on an iPhone the accent colour, which, like every
/// colour, draws nothing in text (a border in it draws its lines).
///
/// SwiftUI: SelectionShapeStyle
public struct SelectionShapeStyle: ShapeStyle {
    /// SwiftUI: SelectionShapeStyle.init()
    public init() {}
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// SwiftUI: ShapeStyle.selection
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// SwiftUI: ShapeStyle.foreground
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// SwiftUI: ShapeStyle.background
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// SwiftUI: ShapeStyle.tint
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// SwiftUI: ShapeStyle.separator
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
