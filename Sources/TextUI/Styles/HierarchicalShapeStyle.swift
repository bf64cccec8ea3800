/// The levels of the foreground style: primary for main text, secondary for supporting text
/// and so on. Text draws every level alike; the words are what a person reads.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Kyoto").foregroundStyle(.primary)
///     Text("Partly cloudy").foregroundStyle(.secondary)
///     Text("Updated 09:00").foregroundStyle(.tertiary)
/// }
/// ```
/// ```text
/// Kyoto
/// Partly cloudy
/// Updated 09:00
/// ```
///
/// SwiftUI: HierarchicalShapeStyle
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// SwiftUI: HierarchicalShapeStyle.primary
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// SwiftUI: HierarchicalShapeStyle.secondary
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// SwiftUI: HierarchicalShapeStyle.tertiary
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// SwiftUI: HierarchicalShapeStyle.quaternary
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// SwiftUI: HierarchicalShapeStyle.quinary
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// SwiftUI: ShapeStyle.primary
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// SwiftUI: ShapeStyle.secondary
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// SwiftUI: ShapeStyle.tertiary
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// SwiftUI: ShapeStyle.quaternary
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// SwiftUI: ShapeStyle.quinary
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

extension ShapeStyle {
    /// This style at its second level, as `.background.secondary` or `Color.red.secondary`;
    /// text draws every level alike, so this is the style itself.
    ///
    /// SwiftUI: var secondary: some ShapeStyle { get }
    public var secondary: some ShapeStyle { self }

    /// This style at its third level; text draws every level alike.
    ///
    /// SwiftUI: var tertiary: some ShapeStyle { get }
    public var tertiary: some ShapeStyle { self }

    /// This style at its fourth level; text draws every level alike.
    ///
    /// SwiftUI: var quaternary: some ShapeStyle { get }
    public var quaternary: some ShapeStyle { self }

    /// This style at its fifth level; text draws every level alike.
    ///
    /// SwiftUI: var quinary: some ShapeStyle { get }
    public var quinary: some ShapeStyle { self }
}
