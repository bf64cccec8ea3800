/// A translucent background (`.ultraThinMaterial` …). Text has none: a material draws nothing.
///
/// ```swift
/// Text("Now playing").padding(8).background(.ultraThinMaterial)
/// ```
/// ```text
///  Now playing
/// ```
///
/// SwiftUI: Material
public struct Material: ShapeStyle {
    let thickness: Int

    /// SwiftUI: Material.ultraThin
    public static let ultraThin = Material(thickness: 0)
    /// SwiftUI: Material.thin
    public static let thin = Material(thickness: 1)
    /// SwiftUI: Material.regular
    public static let regular = Material(thickness: 2)
    /// SwiftUI: Material.thick
    public static let thick = Material(thickness: 3)
    /// SwiftUI: Material.ultraThick
    public static let ultraThick = Material(thickness: 4)
    /// SwiftUI: Material.bar
    public static let bar = Material(thickness: 5)
}

extension ShapeStyle where Self == Material {
    /// SwiftUI: ShapeStyle.ultraThinMaterial
    public static var ultraThinMaterial: Material { Material(thickness: 0) }
    /// SwiftUI: ShapeStyle.thinMaterial
    public static var thinMaterial: Material { Material(thickness: 1) }
    /// SwiftUI: ShapeStyle.regularMaterial
    public static var regularMaterial: Material { Material(thickness: 2) }
    /// SwiftUI: ShapeStyle.thickMaterial
    public static var thickMaterial: Material { Material(thickness: 3) }
    /// SwiftUI: ShapeStyle.ultraThickMaterial
    public static var ultraThickMaterial: Material { Material(thickness: 4) }
    /// SwiftUI: ShapeStyle.bar
    public static var bar: Material { Material(thickness: 5) }
}
