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
/// SwiftUI: @frozen struct Image (drawn from a table of symbol names; no image files)
public struct Image: View, PrimitiveView, Sendable {
    let systemName: String

    /// SwiftUI: Image.init(systemName:)
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("Image has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let glyph = TextNode(SymbolTable.glyph(for: systemName, style: context.style), context: context.with(\.lineLimit, 1))
        let element = AccessibilityElement(label: SymbolWords.words(for: systemName), traits: .isImage, systemName: systemName)
        return AccessibilityNode(glyph, shape: .element(element))
    }
}
