import PreviewCatalog

/// Main is checked at the standard width and as an accessibility transcript.
extension MainPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .a11y]
}
