import PreviewCatalog

/// Settings is checked at the standard width and as an accessibility transcript.
extension SettingsPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .a11y]
}
