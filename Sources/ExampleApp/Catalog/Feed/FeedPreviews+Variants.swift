import PreviewCatalog

/// Feed is checked at the standard width and as an accessibility transcript.
extension FeedPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .a11y]
}
