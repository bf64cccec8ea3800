/// What the share sheet shows of an item that is not a `URL` or a `String`: a title, and an
/// image and an icon. A preview has no share sheet, so it is kept, never drawn.
///
/// SwiftUI: struct SharePreview<Image, Icon> where Image : Transferable, Icon : Transferable
public struct SharePreview<Image: Transferable, Icon: Transferable>: Sendable {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview with a title, an image and an icon.
    ///
    /// SwiftUI: SharePreview.init(_:image:icon:) (Text)
    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// SwiftUI: SharePreview.init(_:image:icon:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(Text(titleKey), image: image, icon: icon)
    }

    /// SwiftUI: SharePreview.init(_:image:icon:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(Text(String(title)), image: image, icon: icon)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title alone.
    ///
    /// SwiftUI: SharePreview.init(_:) (Text)
    public init(_ title: Text) {
        self.title = title
        self.image = nil
        self.icon = nil
    }

    /// SwiftUI: SharePreview.init(_:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey) {
        self.init(Text(titleKey))
    }

    /// SwiftUI: SharePreview.init(_:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(Text(String(title)))
    }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    ///
    /// SwiftUI: SharePreview.init(_:image:) (Text)
    public init(_ title: Text, image: Image) {
        self.title = title
        self.image = image
        self.icon = nil
    }

    /// SwiftUI: SharePreview.init(_:image:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(Text(titleKey), image: image)
    }

    /// SwiftUI: SharePreview.init(_:image:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.init(Text(String(title)), image: image)
    }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    ///
    /// SwiftUI: SharePreview.init(_:icon:) (Text)
    public init(_ title: Text, icon: Icon) {
        self.title = title
        self.image = nil
        self.icon = icon
    }

    /// SwiftUI: SharePreview.init(_:icon:) (LocalizedStringKey)
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(Text(titleKey), icon: icon)
    }

    /// SwiftUI: SharePreview.init(_:icon:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.init(Text(String(title)), icon: icon)
    }
}

extension ShareLink {
    /// Shares `item`, which the share sheet shows as `preview`, with your label.
    ///
    /// SwiftUI: ShareLink.init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, label: () -> Label) where Data == CollectionOfOne<I>, I : Transferable
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: label())
    }

    /// Shares `items`, each shown as `preview` gives it, with your label.
    ///
    /// SwiftUI: ShareLink.init(items:subject:message:preview:label:)
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `item`, shown as `preview`, with the share symbol and "Share".
    ///
    /// SwiftUI: ShareLink.init(item:subject:message:preview:) where Data == CollectionOfOne<I>, Label == DefaultShareLinkLabel
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(.share)))
    }

    /// Shares `items`, each shown as `preview` gives it, with the share symbol and "Share".
    ///
    /// SwiftUI: ShareLink.init(items:subject:message:preview:) where Label == DefaultShareLinkLabel
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, label: DefaultShareLinkLabel(Text(.share)))
    }

    /// Shares `item`, shown as `preview`, with the share symbol and `title`.
    ///
    /// SwiftUI: ShareLink.init(_:item:subject:message:preview:) (LocalizedStringKey)
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// SwiftUI: ShareLink.init(_:item:subject:message:preview:) (StringProtocol)
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(String(title))))
    }
}
