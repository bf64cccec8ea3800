import PreviewCatalog

/// Profile is checked at the standard width and as an accessibility transcript.
extension ProfilePreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .a11y]
}
