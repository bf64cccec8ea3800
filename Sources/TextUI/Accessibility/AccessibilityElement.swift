/// One thing a screen reader stops on: what it says (label, value, hint) and what kind of
/// thing it is (traits, or a field, toggle or progress).
///
/// ```swift
/// Button("ログイン") {}.accessibilityElements()
/// // [AccessibilityElement(label: "ログイン", traits: .isButton)]
/// ```
public struct AccessibilityElement: Sendable, Equatable {
    /// Kinds of element SwiftUI gives no trait of their own.
    public enum Control: String, Sendable {
        /// A `TextField`: its placeholder is the label, its text the value.
        case textField = "Text field"
        /// A `SecureField`: its placeholder is the label, the number of characters the value.
        case secureField = "Secure text field"
        /// A `ProgressView`: its label, and "in progress" or the percent done as the value.
        case progress = "Progress"
        /// A menu, or a picker drawn as one: its label, and the chosen option as the value.
        case popUpButton = "Pop up button"
        /// A `Stepper` or `Slider`: its label, its value, and increment / decrement actions.
        case adjustable = "Adjustable"
        /// A `TextEditor`: its text is the value.
        case textView = "Text view"
    }

    /// What the element is called; `nil` when nothing names it (an image whose symbol has
    /// no words, a button with no text), which ``View/accessibilityTranscript()`` flags.
    public var label: String?
    /// Its current value: a field's text, a toggle's on or off, a tab's badge.
    public var value: String?
    /// What activating it does.
    public var hint: String?
    /// What kind of element it is: a button, a heading, an image, selected …
    public var traits: AccessibilityTraits
    /// The control it is, for kinds that have no trait of their own.
    public var control: Control?
    /// The symbol name, for an image, so an unlabelled one can be named in a warning.
    public var systemName: String?
    /// The actions it offers besides activating it: an adjustable control's "Increment" and
    /// "Decrement".
    /// TextUI only: SwiftUI keeps an element's actions inside the accessibility system.
    public var actions: [String]
    /// Whether the element responds; `false` under `disabled(true)`, read as "Dimmed".
    public var isEnabled = true

    /// An element with everything a screen reader is told about it.
    public init(
        label: String?, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
        control: Control? = nil, systemName: String? = nil, actions: [String] = []
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.control = control
        self.systemName = systemName
        self.actions = actions
    }

    /// Whether the element is something a person operates (a button, link, tab, toggle, field
    /// or other control), the kinds a screen reader calls dimmed when disabled.
    public var isControl: Bool {
        control != nil || !traits.isDisjoint(with: [.isButton, .isLink, .isTab, .isToggle, .isSearchField])
    }

    /// Whether a screen reader has nothing to say for an image or button.
    public var isUnlabelled: Bool {
        (label ?? "").isEmpty && (traits.contains(.isImage) || traits.contains(.isButton) || traits.contains(.isTab))
    }

    /// The element as one transcript line (and a second for a hint): its kind, then what it
    /// is called.
    ///
    /// ```text
    /// Heading: 注文履歴
    /// Button: 急須, ¥3,800, Forward
    ///   Hint: 注文の詳細を開きます
    /// Text field: メールアドレス
    /// Image: no label (symbol "flame")
    /// Tab, Selected: 注文
    /// ```
    public var transcriptLines: [String] {
        var words = AccessibilityTraits.named.filter { traits.contains($0.trait) }.map(\.word)
        if let control { words.insert(control.rawValue, at: 0) }
        if words.isEmpty { words = ["Element"] }
        if !isEnabled { words.append("Dimmed") }
        var said = label.flatMap { $0.isEmpty ? nil : $0 }
            ?? (systemName.map { "no label (symbol \"\($0)\")" } ?? "no label")
        if let value, !value.isEmpty { said += ", " + value }
        var lines = [words.joined(separator: ", ") + ": " + said]
        if let hint, !hint.isEmpty { lines.append("  Hint: " + hint) }
        if !actions.isEmpty { lines.append("  Actions: " + actions.joined(separator: ", ")) }
        return lines
    }
}
