#if !canImport(UIKit)
import Foundation

// LinkPresentation's rich link, which screens import beside SwiftUI and wrap in a
// `UIViewRepresentable`. Its view is a UIKit view, so the framework lives in TextUI beside its
// UIKit mirror. A preview fetches nothing (``LPMetadataProvider`` fails at once), so a link
// draws what the screen gave it: a title it set, and the link's host.

/// A link drawn as a phone draws its card: the metadata's title, if any, over the link's host;
/// a view with neither is the line naming it.
///
/// ```swift
/// struct LinkCard: UIViewRepresentable {
///     let url: URL
///     func makeUIView(context: Context) -> LPLinkView { LPLinkView(url: url) }
///     func updateUIView(_ view: LPLinkView, context: Context) {}
/// }
/// LinkCard(url: URL(string: "https://www.swift.org/blog/")!).render()
/// ```
/// ```text
/// www.swift.org
/// ```
///
/// LinkPresentation: class LPLinkView : UIView
@MainActor @preconcurrency
open class LPLinkView: UIView {
    /// LinkPresentation: @NSCopying var metadata: LPLinkMetadata { get set }
    open var metadata = LPLinkMetadata()

    /// A link with nothing known of it but `URL`, as before its metadata is fetched.
    ///
    /// LinkPresentation: init(url URL: URL)
    public init(url URL: URL) {
        super.init(frame: .zero)
        metadata.originalURL = URL
        metadata.url = URL
    }

    /// LinkPresentation: init(metadata: LPLinkMetadata)
    public init(metadata: LPLinkMetadata) {
        super.init(frame: .zero)
        self.metadata = metadata
    }

    /// An empty link view, whose ``metadata`` the screen sets later.
    ///
    /// UIKit: init(frame: CGRect)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }
}

extension LPLinkView: DrawnPlatformView {
    var drawing: AnyView {
        let link = metadata.url ?? metadata.originalURL
        let lines = [metadata.title, link.map { $0.host ?? $0.absoluteString }].compactMap { $0 }
        if lines.isEmpty { return AnyView(PlatformViewPlaceholder.line(naming: "LPLinkView")) }
        return AnyView(VStack(alignment: .leading, spacing: 0) {
            ForEach(lines, id: \.self) { Text(verbatim: $0) }
        })
    }
}
#endif
