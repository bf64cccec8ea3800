/// Previews that name the variants their screen is checked in. `preview record` and
/// `preview check` cover every one of them by default, and find orphaned files across all of
/// them; `--width` or `--style` picks a single variant for a look. Screens that declare
/// nothing are checked in ``PreviewVariant/standard`` alone.
///
/// ```swift
/// extension LoginPreviews: DeclaresVariants {
///     static let variants: [PreviewVariant] = [.standard, .width(32), .a11y]
/// }
/// ```
/// ```text
/// $ swift run preview record Login/idle
/// new        Login/idle.txt
/// new        Login/idle@w32.txt
/// new        Login/idle@a11y.txt
/// ```
public protocol DeclaresVariants: ScreenPreviews {
    /// The variants, in the order they are recorded, checked and shown.
    static var variants: [PreviewVariant] { get }
}
