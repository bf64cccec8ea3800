// Images from an asset catalog and the modifiers that size and tint an image. Text has no
// pixels: an asset image draws as its name, and the modifiers keep the image as it was.

extension Image {
    /// An image from the app's asset catalog, drawn as its name in parentheses and read by
    /// VoiceOver as its name, as SwiftUI reads an unlabelled asset image. Where the whole name
    /// does not fit (a 24-point toolbar icon is three columns), it draws as one neutral icon
    /// cell, `⬚`, as a phone shows an icon there and a cut name says nothing.
    ///
    /// ```swift
    /// HStack { Image("logo"); Text("Kōhī Roasters"); Image("compose").frame(width: 24) }
    /// ```
    /// ```text
    /// (logo) Kōhī Roasters  ⬚
    /// ```
    ///
    /// SwiftUI: Image.init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(systemName: name)
        isAsset = true
    }

    /// An asset image that only decorates: drawn as its name in parentheses, and not read.
    ///
    /// ```swift
    /// HStack { Image(decorative: "wave"); Text("Welcome") }
    /// ```
    /// ```text
    /// (wave) Welcome
    /// ```
    ///
    /// SwiftUI: Image.init(decorative:bundle:)
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    /// Lets the image scale to its frame; a glyph keeps its one cell, so drawn as it was.
    ///
    /// SwiftUI: Image.resizable(capInsets:resizingMode:)
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }

    /// Draws the image as a template or in its own colours; text has no colour, so drawn as it was.
    ///
    /// SwiftUI: Image.renderingMode(_:)
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }

    /// How an image fills the room it is given when resizable.
    ///
    /// SwiftUI: Image.ResizingMode
    public enum ResizingMode: Sendable, Hashable {
        /// SwiftUI: Image.ResizingMode.tile
        case tile
        /// SwiftUI: Image.ResizingMode.stretch
        case stretch
    }

    /// Whether an image draws in its own colours or as a shape in the foreground colour.
    ///
    /// SwiftUI: Image.TemplateRenderingMode
    public enum TemplateRenderingMode: Sendable, Hashable {
        /// SwiftUI: Image.TemplateRenderingMode.template
        case template
        /// SwiftUI: Image.TemplateRenderingMode.original
        case original
    }

    /// The relative size of a symbol image.
    ///
    /// SwiftUI: Image.Scale
    public enum Scale: Sendable, Hashable {
        /// SwiftUI: Image.Scale.small
        case small
        /// SwiftUI: Image.Scale.medium
        case medium
        /// SwiftUI: Image.Scale.large
        case large
    }
}

extension View {
    /// Scales the symbol images inside this view; a glyph keeps its one cell, so drawn as it was.
    ///
    /// ```swift
    /// Label("Favourite", systemImage: "star.fill").imageScale(.small)
    /// ```
    /// ```text
    /// ★ Favourite
    /// ```
    ///
    /// SwiftUI: View.imageScale(_:)
    public func imageScale(_ scale: Image.Scale) -> some View { self }
}
