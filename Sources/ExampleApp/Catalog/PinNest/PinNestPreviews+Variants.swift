import PreviewCatalog

/// PinNest is checked at the standard width and as an accessibility transcript.
extension PinNestPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .a11y]
}
