import Foundation

/// AppKit's image, which a Mac screen shows with `Image(nsImage:)` (an app's icon read from a
/// cache). There are no image files here: an image keeps the name it was made with and draws
/// as an asset of that name, or `(image)`.
///
/// TextUI only: as AppKit's `class NSImage : NSObject`.
open class NSImage: NSObject, @unchecked Sendable {
    let name: String?
    /// The SF Symbol the image is, when made from one.
    var symbolName: String?

    /// The image named `name` in the app's assets.
    ///
    /// TextUI only: as AppKit's `init?(named name: NSImage.Name)`.
    public init?(named name: String) {
        self.name = name
        super.init()
    }

    /// An image decoded from `data`: found when there is data.
    ///
    /// TextUI only: as AppKit's `init?(data: Data)`.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        name = nil
        super.init()
    }

    /// An image of `size` points with nothing in it.
    ///
    /// TextUI only: as AppKit's `init(size: NSSize)`.
    public init(size: CGSize) {
        name = nil
        super.init()
    }
}

extension NSImage {
    /// How a symbol image is drawn: its size and weight (text has one size, so it draws the same).
    ///
    /// TextUI only: as AppKit's `class NSImage.SymbolConfiguration : NSObject`.
    open class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// TextUI only: as AppKit's `convenience init(pointSize: CGFloat, weight: NSFont.Weight)`.
        public init(pointSize: CGFloat, weight: NSFont.Weight) {
            super.init()
        }
    }

    /// The SF Symbol named `systemSymbolName`: drawn as that symbol by `Image(nsImage:)`.
    ///
    /// TextUI only: as AppKit's `convenience init?(systemSymbolName name: String, accessibilityDescription description: String?)`.
    public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        self.init(size: .zero)
        symbolName = name
    }

    /// This symbol image drawn with `configuration`: the same symbol.
    ///
    /// TextUI only: as AppKit's `func withSymbolConfiguration(_ configuration: NSImage.SymbolConfiguration) -> NSImage?`.
    public func withSymbolConfiguration(_ configuration: SymbolConfiguration) -> NSImage? {
        self
    }
}

extension Image {
    /// An image from AppKit: an asset image draws as its name in parentheses, one made from
    /// data as `(image)`, a symbol image as its symbol.
    ///
    /// ```swift
    /// HStack { Image(nsImage: NSImage(named: "Genshin")!); Text("Genshin Impact") }
    /// ```
    /// ```text
    /// (Genshin) Genshin Impact
    /// ```
    ///
    /// SwiftUI: init(nsImage: NSImage)
    public init(nsImage: NSImage) {
        if let symbol = nsImage.symbolName {
            self.init(systemName: symbol)
            return
        }
        self.init(nsImage.name ?? "image")
    }
}
