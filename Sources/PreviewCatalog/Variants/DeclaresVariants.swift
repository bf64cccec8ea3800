import Foundation
import TextUI

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

extension ScreenPreviews {
    /// The variants the screen is checked in: those it declares (``DeclaresVariants``), each
    /// once and in order, or ``PreviewVariant/standard`` alone when it declares none. What
    /// `preview record` and `check` cover and what `expectSnapshots(of:)` asserts.
    public static var checkedVariants: [PreviewVariant] {
        var seen: Set<PreviewVariant> = []
        let declared = ((self as? any DeclaresVariants.Type)?.variants ?? []).filter { seen.insert($0).inserted }
        return declared.isEmpty ? [.standard] : declared
    }
}

extension PreviewVariant {
    /// The text a snapshot in this variant holds for `view`: the drawing at the variant's
    /// width, height and style, or for ``a11y`` the accessibility transcript; in the variant's
    /// ``locale`` when it has one.
    @MainActor public func snapshotText(of view: some View) -> String {
        snapshotText(of: view, in: locale)
    }

    /// ``snapshotText(of:)`` in `locale` (TextUI's default when `nil`): what a screen that
    /// declares its locale (``DeclaresLocale``) is checked in.
    @MainActor public func snapshotText(of view: some View, in locale: Locale?) -> String {
        guard let locale else { return plainText(of: view) }
        return plainText(of: view.environment(\.locale, locale))
    }

    /// What a screen reader announces on `view`, in `locale` when given.
    @MainActor func accessibilityElements(of view: some View, in locale: Locale?) -> [AccessibilityElement] {
        guard let locale else { return view.accessibilityElements() }
        return view.environment(\.locale, locale).accessibilityElements()
    }

    /// `view` drawn at the variant's width and height and described, from one layout, in
    /// `locale`, with the readable texts the drawing lost.
    @MainActor func drawingAndDescription(of view: some View, in locale: Locale?)
        -> (text: String, accessibility: [AccessibilityElement], lostTexts: [LostText]) {
        guard let locale else { return view.renderAndDescribe(width: width, height: height) }
        return view.environment(\.locale, locale).renderAndDescribe(width: width, height: height)
    }

    @MainActor private func plainText(of view: some View) -> String {
        isAccessibility ? view.accessibilityTranscript() : view.render(width: width, height: height, style: style)
    }
}
