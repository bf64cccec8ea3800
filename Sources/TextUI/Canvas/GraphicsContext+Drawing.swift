import Foundation

/// Text, images and symbols in a canvas: each set on the cell of the point it is drawn at.
extension GraphicsContext {
    /// SwiftUI: func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center)
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        place(.text(text), at: point, anchor: anchor)
    }

    /// SwiftUI: func draw(_ text: Text, in rect: CGRect)
    public func draw(_ text: Text, in rect: CGRect) {
        place(.text(text), at: CGPoint(x: rect.minX, y: rect.minY), anchor: .topLeading)
    }

    /// SwiftUI: func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center)
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        place(.image(image), at: point, anchor: anchor)
    }

    /// SwiftUI: func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle())
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        place(.image(image), at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center)
    }

    /// SwiftUI: func resolve(_ text: Text) -> GraphicsContext.ResolvedText
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    /// SwiftUI: func resolve(_ image: Image) -> GraphicsContext.ResolvedImage
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// SwiftUI: func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center)
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text.text, at: point, anchor: anchor)
    }

    /// SwiftUI: func draw(_ text: GraphicsContext.ResolvedText, in rect: CGRect)
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        draw(text.text, in: rect)
    }

    /// SwiftUI: func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center)
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.image, at: point, anchor: anchor)
    }

    /// SwiftUI: func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle())
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image.image, in: rect, style: style)
    }

    /// The canvas's symbol view tagged `id`. TextUI draws no symbol views in a canvas: always
    /// `nil`, so a renderer's `if let` draws nothing in its place.
    ///
    /// SwiftUI: func resolveSymbol<ID>(id: ID) -> GraphicsContext.ResolvedSymbol? where ID : Hashable
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// SwiftUI: func draw(_ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center)
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// SwiftUI: func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect)
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

    /// Text ready to draw.
    ///
    /// SwiftUI: struct ResolvedText
    public struct ResolvedText {
        let text: Text
        /// SwiftUI: var shading: GraphicsContext.Shading
        public var shading: Shading = .foreground
    }

    /// An image ready to draw.
    ///
    /// SwiftUI: struct ResolvedImage
    public struct ResolvedImage {
        let image: Image
        /// SwiftUI: var shading: GraphicsContext.Shading?
        public var shading: Shading?
    }

    /// A symbol view ready to draw; TextUI never makes one (see ``resolveSymbol(id:)``).
    ///
    /// SwiftUI: struct ResolvedSymbol
    public struct ResolvedSymbol {
        /// SwiftUI: var size: CGSize { get }
        public var size: CGSize { .zero }
    }
}
