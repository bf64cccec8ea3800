import Foundation

/// AppKit's image, which a Mac screen shows with `Image(nsImage:)` (an app's icon read from a
/// cache). There are no image files here: an image keeps the name it was made with and draws
/// as an asset of that name, or `(image)`.
///
/// TextUI only: as AppKit's `class NSImage : NSObject`.
open class NSImage: NSObject, @unchecked Sendable {
    let name: String?

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

extension Image {
    /// An image from AppKit: an asset image draws as its name in parentheses, one made from
    /// data as `(image)`.
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
        self.init(nsImage.name ?? "image")
    }
}
