import PreviewCatalog

/// OrderDetail is checked at the standard width and as an accessibility transcript.
extension OrderDetailPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .a11y]
}
