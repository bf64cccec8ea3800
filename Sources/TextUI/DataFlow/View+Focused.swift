extension View {
    /// Makes this view focused while `binding` holds `value`: a focused field draws a caret
    /// (`▏`, `|` in ASCII) after its text, or before its placeholder when it is empty.
    ///
    /// ```swift
    /// enum Field: Hashable { case name, email }
    /// @FocusState var focus: Field?   // set to .email
    ///
    /// VStack {
    ///     TextField("Name", text: .constant("Aiko")).focused($focus, equals: .name)
    ///     TextField("Email", text: .constant("")).focused($focus, equals: .email)
    /// }.render(width: 16)
    /// ```
    /// ```text
    /// ╭──────────────╮
    /// │ Aiko         │
    /// ╰──────────────╯
    /// ╭──────────────╮
    /// │ ▏Email       │
    /// ╰──────────────╯
    /// ```
    ///
    /// SwiftUI: View.focused(_:equals:)
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        EnvironmentModifiedView(self) { $0.environment.isFocused = binding.wrappedValue == value }
    }

    /// Makes this view focused while `condition` is `true` (see ``focused(_:equals:)``).
    ///
    /// SwiftUI: View.focused(_:)
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        EnvironmentModifiedView(self) { $0.environment.isFocused = condition.wrappedValue }
    }
}

private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the nearest focusable view around this one has focus.
    ///
    /// SwiftUI: EnvironmentValues.isFocused
    public internal(set) var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}

extension RenderContext {
    /// What a field shows: its text with a caret after it when focused, or its placeholder
    /// with a caret before it when focused and empty.
    func fieldContent(text: String, placeholder: String) -> String {
        guard environment.isFocused else { return text.isEmpty ? placeholder : text }
        // The keyboard is up: the screen's `.keyboard` toolbar items show.
        navigationBar?.hasFocusedField = true
        let caret = style == .unicode ? "▏" : "|"
        return text.isEmpty ? caret + placeholder : text + caret
    }
}
