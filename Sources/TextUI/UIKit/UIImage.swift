#if !canImport(UIKit)
/// UIKit's image, which a screen reaches through `import SwiftUI` on iOS:
/// `Image(uiImage: UIImage(named: "avatar")!)`. There are no image files here: an image keeps
/// the name it was made with, and `Image(uiImage:)` draws it as an asset or a symbol of that
/// name. Every initializer finds its image (there is no asset catalog to miss), so a screen
/// that unwraps one with `!` draws.
///
/// ```swift
/// Image(uiImage: UIImage(named: "avatar")!)       // (avatar)
/// Image(uiImage: UIImage(systemName: "star")!)    // ☆
/// ```
///
/// UIKit: class UIImage : NSObject
open class UIImage: NSObject, @unchecked Sendable {
    /// The asset or symbol name, or `nil` for an image made from data.
    let name: String?
    /// Whether ``name`` is an SF Symbols name.
    let isSymbol: Bool
    /// The size in points: zero, but for an image an image renderer drew.
    let pointSize: CGSize
    /// The bytes it was decoded from, for an image made from data.
    let encoded: Data?
    /// The strings an image renderer's drawing closure drew into it, in order (a PDF page made
    /// from the image keeps them as its text).
    var drawnText: [String] = []

    init(name: String?, isSymbol: Bool, size: CGSize = .zero, encoded: Data? = nil) {
        self.name = name
        self.isSymbol = isSymbol
        pointSize = size
        self.encoded = encoded
        super.init()
    }

    /// An empty image.
    ///
    /// UIKit: init()
    public override convenience init() {
        self.init(name: nil, isSymbol: false)
    }

    /// The image named `name` in the app's assets.
    ///
    /// UIKit: init?(named name: String)
    public convenience init?(named name: String) {
        self.init(name: name, isSymbol: false)
    }

    /// The image named `name` in `bundle`'s assets.
    ///
    /// UIKit: init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?)
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(name: name, isSymbol: false)
    }

    /// The SF Symbols image named `name`.
    ///
    /// UIKit: init?(systemName name: String)
    public convenience init?(systemName name: String) {
        self.init(name: name, isSymbol: true)
    }

    /// An image decoded from `data`: found when there is data, and drawn without a name.
    ///
    /// UIKit: init?(data: Data)
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(name: nil, isSymbol: false, encoded: data)
    }

    /// The image's size in points: none here, as it has no pixels, but for an image renderer's,
    /// which has its renderer's size.
    ///
    /// UIKit: var size: CGSize { get }
    open var size: CGSize { pointSize }

    /// This image drawn as a template (tinted by the foreground) or as it is; a name drawn
    /// in text looks the same either way.
    ///
    /// UIKit: func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// Whether an image is tinted by the foreground or keeps its colours.
    ///
    /// UIKit: enum UIImage.RenderingMode
    public enum RenderingMode: Int, Sendable {
        /// UIKit: case automatic
        case automatic
        /// UIKit: case alwaysOriginal
        case alwaysOriginal
        /// UIKit: case alwaysTemplate
        case alwaysTemplate
    }

    /// How an image is configured (weight, scale); accepted and not used.
    ///
    /// UIKit: class UIImage.Configuration : NSObject
    open class Configuration: NSObject, @unchecked Sendable {}
}

extension Image {
    /// An image from UIKit: an asset image draws as its name in parentheses, a symbol as its
    /// glyph, an image made from data as `(image)`.
    ///
    /// ```swift
    /// HStack { Image(uiImage: UIImage(named: "avatar")!); Text("Aiko") }
    /// ```
    /// ```text
    /// (avatar) Aiko
    /// ```
    ///
    /// SwiftUI: init(uiImage: UIImage)
    public init(uiImage: UIImage) {
        if uiImage.isSymbol, let name = uiImage.name {
            self.init(systemName: name)
        } else {
            self.init(uiImage.name ?? "image")
        }
    }
}
#endif
