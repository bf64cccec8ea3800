import PreviewCatalog

/// Login is checked at 40 and 32 columns (a narrow phone) and as an accessibility transcript.
extension LoginPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .width(32), .a11y]
}
