import PreviewCatalog

/// OrderSearch is checked at the standard width and as an accessibility transcript.
extension OrderSearchPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .a11y]
}
