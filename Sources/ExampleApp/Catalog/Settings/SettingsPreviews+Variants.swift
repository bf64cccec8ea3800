import PreviewCatalog

/// Settings is checked at the standard width and as an accessibility transcript — in the app's
/// Japanese, and once more in English (`@a11y@en`), as VoiceOver on an English phone reads the
/// same screen: the app's own strings as written, SwiftUI's ("on", "in progress") in English.
extension SettingsPreviews: DeclaresVariants {
    public static let variants: [PreviewVariant] = [.standard, .a11y, .a11y.locale("en")]
}
