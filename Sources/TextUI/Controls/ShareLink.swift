import Foundation

/// A button that opens the share sheet for an item: drawn as a button with its label
/// (`⇪ Share` by default), read as a button. Text has no share sheet: activating it does
/// nothing.
///
/// ```swift
/// VStack(alignment: .leading) {
///     ShareLink(item: URL(string: "https://example.com/app")!)
///     ShareLink("Tell a friend", item: "https://example.com/app")
/// }.render()
/// ```
/// ```text
/// [ ⇪ Share ]
/// [ ⇪ Tell a friend ]
/// ```
///
/// Any `Transferable` item can be shared: a `URL` or a `String` as it is, any other with the
/// ``SharePreview`` the share sheet shows for it.
///
/// SwiftUI: struct ShareLink<Data, PreviewImage, PreviewIcon, Label> where Data : RandomAccessCollection, PreviewImage : Transferable, PreviewIcon : Transferable, Label : View, Data.Element : Transferable
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let label: Label

    /// SwiftUI: ShareLink.body
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares `item`, labelled by any view.
    ///
    /// SwiftUI: ShareLink.init(item:subject:message:label:) (URL)
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: label())
    }

    /// Shares `item`, labelled by any view.
    ///
    /// SwiftUI: ShareLink.init(item:subject:message:label:) (String)
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares `item` with the standard label, `⇪ Share`.
    ///
    /// SwiftUI: ShareLink.init(item:subject:message:) (URL)
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(.share)))
    }

    /// Shares `item` with the standard label, `⇪ Share`.
    ///
    /// SwiftUI: ShareLink.init(item:subject:message:) (String)
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(.share)))
    }

    /// Shares `item` with the share symbol and `titleKey`.
    ///
    /// SwiftUI: ShareLink.init(_:item:subject:message:) (LocalizedStringKey, URL)
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Shares `item` with the share symbol and `titleKey`.
    ///
    /// SwiftUI: ShareLink.init(_:item:subject:message:) (LocalizedStringKey, String)
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Shares `item` with the share symbol and `title`.
    ///
    /// SwiftUI: ShareLink.init(_:item:subject:message:) (StringProtocol, URL)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(String(title))))
    }

    /// Shares `item` with the share symbol and `title`.
    ///
    /// SwiftUI: ShareLink.init(_:item:subject:message:) (StringProtocol, String)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(Text(String(title))))
    }
}

/// The standard label of a ``ShareLink``: the share symbol and its title.
///
/// ```swift
/// ShareLink(item: "https://example.com/app").render()
/// ```
/// ```text
/// [ ⇪ Share ]
/// ```
///
/// SwiftUI: struct DefaultShareLinkLabel
public struct DefaultShareLinkLabel: View {
    let title: Text

    init(_ title: Text) {
        self.title = title
    }

    /// SwiftUI: DefaultShareLinkLabel.body
    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}
