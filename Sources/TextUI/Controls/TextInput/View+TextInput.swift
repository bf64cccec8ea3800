// The keyboard and text-input modifiers: a keyboard has no drawing, so each returns the view
// as it is. They exist so that a screen that sets them compiles unchanged.

extension View {
    /// Asks for a keyboard for this view's text fields. Draws nothing.
    ///
    /// SwiftUI: View.keyboardType(_:)
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets how this view's text fields capitalize. Draws nothing.
    ///
    /// SwiftUI: View.textInputAutocapitalization(_:)
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Sets how this view's text fields capitalize (the older spelling). Draws nothing.
    ///
    /// SwiftUI: View.autocapitalization(_:)
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Turns autocorrection off (or on) in this view's text fields. Draws nothing.
    ///
    /// SwiftUI: View.autocorrectionDisabled(_:)
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Turns autocorrection off (or on) in this view's text fields (the older spelling).
    ///
    /// SwiftUI: View.disableAutocorrection(_:)
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Says what this view's text fields hold, for autofill. Draws nothing.
    ///
    /// SwiftUI: View.textContentType(_:)
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Sets the word on the return key. Draws nothing.
    ///
    /// SwiftUI: View.submitLabel(_:)
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Runs `action` when a text field in this view submits. Never called in a drawing.
    ///
    /// ```swift
    /// TextField("検索", text: .constant("")).onSubmit { search() }.render(width: 10)
    /// ```
    /// ```text
    /// ╭────────╮
    /// │ 検索   │
    /// ╰────────╯
    /// ```
    /// SwiftUI: View.onSubmit(of:_:)
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Keeps submits in this view from reaching `onSubmit` further out. Draws nothing.
    ///
    /// SwiftUI: View.submitScope(_:)
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }

    /// Sets when scrolling dismisses the keyboard. Draws nothing.
    ///
    /// SwiftUI: View.scrollDismissesKeyboard(_:)
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
