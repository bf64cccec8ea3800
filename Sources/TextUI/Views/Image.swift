/// A symbol by its SF Symbols name, drawn as one glyph from a small table (see the table in
/// `SymbolTable.swift`); unknown names draw as `(name)`.
///
/// ```swift
/// HStack { Image(systemName: "house"); Image(systemName: "flame") }
/// ```
/// ```text
/// ⌂ (flame)
/// ```
///
/// An image from the app's asset catalog has no pixels here: it draws as its name in
/// parentheses too (``init(_:bundle:)``).
///
/// SwiftUI: @frozen struct Image (drawn from a table of symbol names; no image files)
public struct Image: View, PrimitiveView, Sendable {
    /// The SF Symbols name, or the asset's name for an image from a catalog.
    let systemName: String
    /// Whether the name is an asset's (drawn and read as the name) rather than a symbol's.
    var isAsset = false
    /// An asset image made with `Image(decorative:)`: drawn, and not read.
    var isDecorative = false

    /// SwiftUI: Image.init(systemName:)
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("Image has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let symbol = Image.name(systemName, in: context.environment.symbolVariants)
        let drawn = isAsset ? "(\(systemName))" : SymbolTable.glyph(for: symbol, style: context.style)
        let glyph = TextNode(drawn, context: context.with(\.lineLimit, 1))
        if isDecorative { return AccessibilityNode(glyph, shape: .elements([])) }
        let element = isAsset
            ? AccessibilityElement(label: systemName, traits: .isImage)
            : AccessibilityElement(label: SymbolWords.words(for: systemName), traits: .isImage, systemName: systemName)
        return AccessibilityNode(glyph, shape: .element(element))
    }
}
