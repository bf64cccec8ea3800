/// What kind of element a screen reader announces, as SwiftUI's `AccessibilityTraits`:
/// added with ``View/accessibilityAddTraits(_:)`` or derived from the view (a `Button` is
/// `.isButton`, an `Image` `.isImage`, a navigation title `.isHeader`).
///
/// ```swift
/// Text("注文履歴").accessibilityAddTraits(.isHeader)
/// ```
/// ```text
/// Heading: 注文履歴
/// ```
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The traits as bits, one per trait below.
    public let rawValue: Int

    /// The traits whose bits are set in `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Acts when activated; read "Button".
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// Heads a part of the screen; read "Heading".
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The chosen one of a group (the current tab); read "Selected".
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// Opens a link; read "Link".
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A field to type a search into; read "Search field".
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// A picture; read "Image".
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change; read "Text".
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A summary read first when the screen appears; read "Summary".
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Changes often (a timer, a progress); read "Updates frequently".
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
    /// Switches on and off; read "Toggle".
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 9)
    /// Holds everything a screen reader can reach while it is shown (an alert); read "Modal".
    public static let isModal = AccessibilityTraits(rawValue: 1 << 10)
    /// One tab of a tab bar; read "Tab".
    public static let isTab = AccessibilityTraits(rawValue: 1 << 11)

    /// The traits in the order the transcript names them, each with its word.
    static let named: [(trait: AccessibilityTraits, word: String)] = [
        (.isHeader, "Heading"), (.isTab, "Tab"), (.isButton, "Button"), (.isLink, "Link"),
        (.isToggle, "Toggle"), (.isSearchField, "Search field"), (.isImage, "Image"),
        (.isStaticText, "Text"), (.isSelected, "Selected"), (.isSummaryElement, "Summary"),
        (.updatesFrequently, "Updates frequently"), (.isModal, "Modal"),
    ]
}
