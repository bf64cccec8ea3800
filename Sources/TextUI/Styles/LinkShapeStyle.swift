/// The style of a link's text. Text has no paint, so a view styled as a link draws its
/// characters as any other text does.
///
/// SwiftUI: @frozen struct LinkShapeStyle
public struct LinkShapeStyle: ShapeStyle {
    /// SwiftUI: LinkShapeStyle.init()
    public init() {}
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The style of a link, as in `Text(name).foregroundStyle(.link)`.
    ///
    /// SwiftUI: static var link: LinkShapeStyle { get }
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
