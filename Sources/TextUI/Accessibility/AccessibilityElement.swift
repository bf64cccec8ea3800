/// One thing a screen reader stops on: what it says (label, value, hint) and what kind of
/// thing it is (traits, or a field, toggle or progress).
///
/// ```swift
/// Button("ログイン") {}.accessibilityElements()
/// // [AccessibilityElement(label: "ログイン", traits: .isButton)]
/// ```
///
/// TextUI only: a screen reader's stop as a value a test can read; SwiftUI keeps its elements
/// inside the accessibility system.
public struct AccessibilityElement: Sendable, Equatable {
    /// Kinds of element SwiftUI gives no trait of their own.
    ///
    /// TextUI only: the kinds of element the transcript names that SwiftUI has no trait for.
    public enum Control: String, Sendable {
        /// A `TextField`: its placeholder is the label, its text the value.
        ///
        /// TextUI only: how the transcript names a text field.
        case textField = "Text field"
        /// A `SecureField`: its placeholder is the label, the number of characters the value.
        ///
        /// TextUI only: how the transcript names a secure field.
        case secureField = "Secure text field"
        /// A `ProgressView`: its label, and "in progress" or the percent done as the value.
        ///
        /// TextUI only: how the transcript names a progress view.
        case progress = "Progress"
        /// A menu, or a picker drawn as one: its label, and the chosen option as the value.
        ///
        /// TextUI only: how the transcript names a menu or menu picker.
        case popUpButton = "Pop up button"
        /// A `Stepper` or `Slider`: its label, its value, and increment / decrement actions.
        ///
        /// TextUI only: how the transcript names a stepper or slider.
        case adjustable = "Adjustable"
        /// A `TextEditor`: its text is the value.
        ///
        /// TextUI only: how the transcript names a text editor.
        case textView = "Text view"
    }

    /// What the element is called; `nil` when nothing names it (an image whose symbol has
    /// no words, a button with no text), which ``View/accessibilityTranscript()`` flags.
    ///
    /// TextUI only: part of ``AccessibilityElement``, what VoiceOver reads first.
    public var label: String?
    /// Its current value: a field's text, a toggle's on or off, a tab's badge.
    ///
    /// TextUI only: part of ``AccessibilityElement``, what VoiceOver reads after the label.
    public var value: String?
    /// What activating it does.
    ///
    /// TextUI only: part of ``AccessibilityElement``, what VoiceOver reads last.
    public var hint: String?
    /// What kind of element it is: a button, a heading, an image, selected …
    ///
    /// TextUI only: part of ``AccessibilityElement``, the kind VoiceOver announces.
    public var traits: AccessibilityTraits
    /// The control it is, for kinds that have no trait of their own.
    ///
    /// TextUI only: part of ``AccessibilityElement``, the kind of control without a trait.
    public var control: Control?
    /// The symbol name, for an image, so an unlabelled one can be named in a warning.
    ///
    /// TextUI only: part of ``AccessibilityElement``, so an unlabelled image can be named.
    public var systemName: String?
    /// The actions it offers besides activating it: an adjustable control's "Increment" and
    /// "Decrement".
    /// TextUI only: SwiftUI keeps an element's actions inside the accessibility system.
    public var actions: [String]
    /// Whether the element responds; `false` under `disabled(true)`, read as "Dimmed".
    ///
    /// TextUI only: part of ``AccessibilityElement``, "Dimmed" when false.
    public var isEnabled = true

    /// An element with everything a screen reader is told about it.
    ///
    /// TextUI only: makes an ``AccessibilityElement`` to compare with what a view gives.
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
    ///
    /// TextUI only: whether the transcript may call the element "Dimmed".
    public var isControl: Bool {
        control != nil || !traits.isDisjoint(with: [.isButton, .isLink, .isTab, .isToggle, .isSearchField])
    }

    /// Whether a screen reader has nothing to say for an image or button.
    ///
    /// TextUI only: what the transcript warns about.
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
    /// Image: no label (symbol "theatermasks")
    /// Tab, Selected: 注文
    /// ```
    /// Control and bidi characters follow the drawing's rule (``safeForOutput(_:keepsLineBreaks:)``),
    /// and a line break in a label is shown, so one element is always one line:
    /// `Button("hello\nButton: Delete")` reads `Button: hello␊Button: Delete`.
    ///
    /// TextUI only: the element as ``View/accessibilityTranscript()`` writes it.
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
        // One element, one line: a line break in a label shows as ␊, so it cannot forge a
        // second element, and no control reaches a terminal or snapshot file raw.
        return lines.map { safeForOutput($0, keepsLineBreaks: false) }
    }
}
