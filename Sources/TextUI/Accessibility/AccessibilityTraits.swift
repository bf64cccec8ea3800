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
///
/// SwiftUI: struct AccessibilityTraits (a `SetAlgebra` there; an `OptionSet` here, so it also
/// has a raw value)
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The traits as bits, one per trait below.
    ///
    /// TextUI only: the bits of an `OptionSet`; SwiftUI's traits show none.
    public let rawValue: Int

    /// The traits whose bits are set in `rawValue`.
    ///
    /// TextUI only: the bits of an `OptionSet`; SwiftUI's traits show none.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Acts when activated; read "Button".
    ///
    /// SwiftUI: AccessibilityTraits.isButton
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// Heads a part of the screen; read "Heading".
    ///
    /// SwiftUI: AccessibilityTraits.isHeader
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The chosen one of a group (the current tab); read "Selected".
    ///
    /// SwiftUI: AccessibilityTraits.isSelected
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// Opens a link; read "Link".
    ///
    /// SwiftUI: AccessibilityTraits.isLink
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A field to type a search into; read "Search field".
    ///
    /// SwiftUI: AccessibilityTraits.isSearchField
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// A picture; read "Image".
    ///
    /// SwiftUI: AccessibilityTraits.isImage
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change; read "Text".
    ///
    /// SwiftUI: AccessibilityTraits.isStaticText
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A summary read first when the screen appears; read "Summary".
    ///
    /// SwiftUI: AccessibilityTraits.isSummaryElement
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Changes often (a timer, a progress); read "Updates frequently".
    ///
    /// SwiftUI: AccessibilityTraits.updatesFrequently
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 8)
    /// Switches on and off; read "Toggle".
    ///
    /// SwiftUI: AccessibilityTraits.isToggle
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 9)
    /// Holds everything a screen reader can reach while it is shown (an alert); read "Modal".
    ///
    /// SwiftUI: AccessibilityTraits.isModal
    public static let isModal = AccessibilityTraits(rawValue: 1 << 10)
    /// One tab of a tab bar; read "Tab".
    ///
    /// TextUI only: what the transcript reads a tab bar's item as ("Tab"); SwiftUI marks the bar
    /// itself, `isTabBar`, and VoiceOver names its items.
    public static let isTab = AccessibilityTraits(rawValue: 1 << 11)

    /// The traits in the order the transcript names them, each with its word.
    static let named: [(trait: AccessibilityTraits, word: String)] = [
        (.isHeader, "Heading"), (.isTab, "Tab"), (.isButton, "Button"), (.isLink, "Link"),
        (.isToggle, "Toggle"), (.isSearchField, "Search field"), (.isImage, "Image"),
        (.isStaticText, "Text"), (.isSelected, "Selected"), (.isSummaryElement, "Summary"),
        (.updatesFrequently, "Updates frequently"), (.isModal, "Modal"),
    ]
}
