import PreviewCatalog

/// The app is checked as drawn, on a screen exactly 24 lines tall (the tab bar at the
/// bottom), and as an accessibility transcript: its tab bar reads the tab names.
extension AppPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .height(24), .a11y]
}
