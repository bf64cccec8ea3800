import PreviewCatalog

/// Root is checked at the standard width and as an accessibility transcript.
extension RootPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .a11y]
}
