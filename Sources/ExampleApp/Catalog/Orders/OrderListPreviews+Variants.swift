import PreviewCatalog

/// The order list is checked in Unicode and in ASCII (for terminals without box drawing),
/// and as an accessibility transcript: its row chevrons read "進む" (Forward, in the app's Japanese).
extension OrderListPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .ascii, .a11y]
}
