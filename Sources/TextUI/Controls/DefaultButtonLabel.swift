/// The label SwiftUI gives a button made with only a role (iOS 26): a symbol that says what the
/// role does — ✕ to close or cancel, ✓ to confirm, a bin to delete — read by its name.
///
/// ```swift
/// HStack {
///     Button(role: .close) {}
///     Button(role: .confirm) {}
/// }
/// ```
/// ```text
/// [ ✕ ] [ ✓ ]
/// ```
/// SwiftUI: struct DefaultButtonLabel
public struct DefaultButtonLabel: View {
    let role: ButtonRole

    /// The symbol and the spoken name for the role.
    private var look: (title: String, symbol: String) {
        if role == .confirm { return ("Done", "checkmark") }
        if role == .destructive { return ("Delete", "trash") }
        if role == .cancel { return ("Cancel", "xmark") }
        return ("Close", "xmark")
    }

    /// SwiftUI: DefaultButtonLabel.body
    public var body: some View {
        Label(look.title, systemImage: look.symbol).labelStyle(.iconOnly)
    }
}

extension Button where Label == DefaultButtonLabel {
    /// A button whose label is the system's for `role` (iOS 26): `Button(role: .close) { dismiss() }`.
    /// SwiftUI: Button.init(role:action:)
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
