// How symbol images are drawn: their rendering mode (colour layers, which text has not) and
// their variant (a filled, circled or slashed form), which picks the glyph a `.fill` name has.

/// How a symbol's layers are coloured; text has no colour, so every mode draws the same glyph.
///
/// SwiftUI: struct SymbolRenderingMode
public struct SymbolRenderingMode: Equatable, Sendable {
    let name: String
    /// SwiftUI: SymbolRenderingMode.monochrome
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// SwiftUI: SymbolRenderingMode.multicolor
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// SwiftUI: SymbolRenderingMode.hierarchical
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// SwiftUI: SymbolRenderingMode.palette
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// The forms of a symbol: filled, in a circle or square, slashed.
///
/// SwiftUI: @frozen struct SymbolVariants
public struct SymbolVariants: Hashable, Sendable {
    let parts: Set<String>

    /// SwiftUI: SymbolVariants.none
    public static let none = SymbolVariants(parts: [])
    /// SwiftUI: SymbolVariants.fill
    public static let fill = SymbolVariants(parts: ["fill"])
    /// SwiftUI: SymbolVariants.circle
    public static let circle = SymbolVariants(parts: ["circle"])
    /// SwiftUI: SymbolVariants.square
    public static let square = SymbolVariants(parts: ["square"])
    /// SwiftUI: SymbolVariants.rectangle
    public static let rectangle = SymbolVariants(parts: ["rectangle"])
    /// SwiftUI: SymbolVariants.slash
    public static let slash = SymbolVariants(parts: ["slash"])

    /// This variant filled too.
    ///
    /// SwiftUI: SymbolVariants.fill
    public var fill: SymbolVariants { SymbolVariants(parts: parts.union(["fill"])) }
    /// SwiftUI: SymbolVariants.circle
    public var circle: SymbolVariants { SymbolVariants(parts: parts.union(["circle"])) }
    /// SwiftUI: SymbolVariants.square
    public var square: SymbolVariants { SymbolVariants(parts: parts.union(["square"])) }
    /// SwiftUI: SymbolVariants.slash
    public var slash: SymbolVariants { SymbolVariants(parts: parts.union(["slash"])) }

    /// Whether this variant includes `other`.
    ///
    /// SwiftUI: SymbolVariants.contains(_:)
    public func contains(_ other: SymbolVariants) -> Bool { other.parts.isSubset(of: parts) }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The variant symbol images inside are drawn in (`.fill` draws `star` as `★`).
    ///
    /// SwiftUI: EnvironmentValues.symbolVariants
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension Image {
    /// SwiftUI: Image.symbolRenderingMode(_:)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// The name drawn under `variants`, its parts in SF Symbols' order (slash, then the shape
    /// around it, then fill): `bell` slashed and filled is `bell.slash.fill`, `person` in a
    /// circle `person.circle`. A part the name has already is not added twice; a composed name
    /// the table lacks is read by its family (see ``SymbolTable``).
    static func name(_ name: String, in variants: SymbolVariants) -> String {
        guard !variants.parts.isEmpty else { return name }
        let has = Set(name.split(separator: "."))
        var composed = name
        if variants.parts.contains("slash"), !has.contains("slash") { composed += ".slash" }
        if let shape = ["circle", "square", "rectangle"].first(where: { variants.parts.contains($0) }), !has.contains(Substring(shape)) {
            composed += "." + shape
        }
        if variants.parts.contains("fill"), !has.contains("fill") { composed += ".fill" }
        return composed
    }
}

extension View {
    /// Colours the symbols inside by layers; drawn as they were.
    ///
    /// SwiftUI: View.symbolRenderingMode(_:)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// Draws the symbols inside in `variant`: `.fill` draws the filled glyph where the table has
    /// one, `.slash` the crossed-out symbol, `.circle` and `.square` the symbol in its shape.
    ///
    /// ```swift
    /// HStack { Image(systemName: "star"); Image(systemName: "heart") }.symbolVariant(.fill)
    /// ```
    /// ```text
    /// ★ ♥
    /// ```
    ///
    /// SwiftUI: View.symbolVariant(_:)
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        EnvironmentModifiedView(self) { $0.environment.symbolVariants = variant }
    }
}
