import Foundation
import TextUI

/// Previews of a screen whose app is in one language: every variant of the screen is drawn in
/// `locale` unless it names its own (``PreviewVariant/locale(_:)``), so the strings SwiftUI
/// supplies — Edit, Cancel, Search, Back, dates and numbers — read as the app's users see them.
/// The locale is the screen's own, not a variant: its files keep their names (`Login/idle.txt`).
///
/// Declare it once for a catalog's screens with a protocol of your own:
///
/// ```swift
/// public protocol JapaneseScreen: DeclaresLocale {}
/// extension JapaneseScreen {
///     public static var locale: Locale { Locale(identifier: "ja_JP") }
/// }
/// extension LoginPreviews: JapaneseScreen {}
/// extension OrderListPreviews: JapaneseScreen {}
/// ```
/// ```text
/// $ swift run preview Login/idle      # 編集, キャンセル, 検索, 5分前 …
/// ```
public protocol DeclaresLocale: ScreenPreviews {
    /// The locale the screen is drawn in.
    static var locale: Locale { get }
}

extension ScreenPreviews {
    /// The locale `variant` draws the screen in: the variant's own, else the one the screen
    /// declares (``DeclaresLocale``), else `nil` (TextUI's default, English).
    public static func locale(of variant: PreviewVariant) -> Locale? {
        variant.locale ?? (self as? any DeclaresLocale.Type)?.locale
    }
}
