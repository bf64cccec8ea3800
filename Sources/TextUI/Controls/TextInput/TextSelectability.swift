// Whether a person may select a view's text to copy it. Selection has no drawing in a render:
// the text is drawn as it is.

/// Whether text can be selected: ``EnabledTextSelectability`` or ``DisabledTextSelectability``,
/// written `.enabled` and `.disabled`.
///
/// SwiftUI: protocol TextSelectability
public protocol TextSelectability {
    /// Whether the text can be selected.
    ///
    /// SwiftUI: TextSelectability.allowsSelection
    static var allowsSelection: Bool { get }
}

/// Text a person may select.
///
/// SwiftUI: struct EnabledTextSelectability
public struct EnabledTextSelectability: TextSelectability, Sendable {
    /// `true`.
    ///
    /// SwiftUI: EnabledTextSelectability.allowsSelection
    public static var allowsSelection: Bool { true }
}

/// Text a person may not select.
///
/// SwiftUI: struct DisabledTextSelectability
public struct DisabledTextSelectability: TextSelectability, Sendable {
    /// `false`.
    ///
    /// SwiftUI: DisabledTextSelectability.allowsSelection
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text a person may select.
    ///
    /// SwiftUI: TextSelectability.enabled
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text a person may not select.
    ///
    /// SwiftUI: TextSelectability.disabled
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Lets a person select the text in this view. Draws nothing: the text is as it was.
    ///
    /// SwiftUI: View.textSelection(_:)
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
