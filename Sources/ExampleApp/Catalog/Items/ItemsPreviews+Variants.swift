import PreviewCatalog

/// Items is checked at the standard width and as an accessibility transcript.
extension ItemsPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .a11y]
}
