/// A symbol by its SF Symbols name, drawn as a glyph of one or two cells from a table of over
/// 2,000 names (see `SymbolTable.swift`); a name the table does not know draws as one neutral
/// cell, `⬚`, and the accessibility transcript names it.
///
/// ```swift
/// HStack { Image(systemName: "house"); Image(systemName: "box.truck"); Image(systemName: "no.such.symbol") }
/// ```
/// ```text
/// ⌂ ⛟ ⬚
/// ```
///
/// An image from the app's asset catalog has no pixels here: it draws as its name in
/// parentheses, or, where the name does not fit (a 24-point toolbar icon), as the neutral icon
/// cell (``init(_:bundle:)``).
///
/// SwiftUI: @frozen struct Image (drawn from a table of symbol names; no image files)
public struct Image: View, PrimitiveView, Sendable {
    /// The SF Symbols name, or the asset's name for an image from a catalog.
    let systemName: String
    /// Whether the name is an asset's (drawn and read as the name) rather than a symbol's.
    var isAsset = false
    /// An asset image made with `Image(decorative:)`: drawn, and not read.
    var isDecorative = false
    /// The value, 0 to 1, a symbol with levels is drawn at (`cellularbars`, `chart.bar`).
    var variableValue: Double?

    /// SwiftUI: Image.init(systemName:)
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// A symbol drawn at `variableValue`, from 0 to 1: a symbol with levels (`cellularbars`,
    /// `chart.bar`, `chart.bar.fill`) draws as a bar of that height, any other as it always does.
    ///
    /// ```swift
    /// HStack { Image(systemName: "cellularbars", variableValue: 0.25); Image(systemName: "cellularbars", variableValue: 1) }
    /// ```
    /// ```text
    /// ▃ █
    /// ```
    ///
    /// SwiftUI: Image.init(systemName:variableValue:)
    public init(systemName: String, variableValue: Double?) {
        self.systemName = systemName
        self.variableValue = variableValue
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("Image has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let symbol = Image.name(systemName, in: context.environment.symbolVariants)
        let glyph: any LayoutNode = isAsset
            ? AssetImageNode(name: systemName, context: context)
            : TextNode(
                SymbolTable.levelGlyph(for: symbol, at: variableValue, style: context.style) ?? SymbolTable.glyph(for: symbol, style: context.style),
                context: context.with(\.lineLimit, 1)
            )
        if isDecorative { return AccessibilityNode(glyph, shape: .elements([])) }
        let element = isAsset
            ? AccessibilityElement(label: systemName, traits: .isImage)
            : AccessibilityElement(
                label: SymbolWords.words(for: symbol, in: SystemLanguage(context.environment.locale)), traits: .isImage, systemName: systemName
            )
        return AccessibilityNode(glyph, shape: .element(element))
    }
}
