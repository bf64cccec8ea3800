/// An alert as iOS 13 code builds one (still in many screens): a title, an optional message
/// and one or two buttons, shown by ``View/alert(isPresented:content:)``.
///
/// ```swift
/// Text("").alert(isPresented: .constant(true)) {
///     Alert(title: Text("Sign out?"), message: Text("You can sign in again later."),
///           primaryButton: .destructive(Text("Sign out")), secondaryButton: .cancel())
/// }.render(width: 30)
/// ```
/// ```text
///   ╭────────────────────────╮
///   │       Sign out?        │
///   │ You can sign in again  │
///   │        later.          │
///   ├────────────┬───────────┤
///   │  Sign out  │  Cancel   │
///   ╰────────────┴───────────╯
/// ```
///
/// SwiftUI: struct Alert
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button ("OK" when `dismissButton` is `nil`).
    ///
    /// SwiftUI: Alert.init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil)
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons, drawn in the order given.
    ///
    /// SwiftUI: Alert.init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or `ActionSheet`.
    ///
    /// SwiftUI: struct Alert.Button
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: () -> Void

        /// SwiftUI: static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action ?? {})
        }

        /// SwiftUI: static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action ?? {})
        }

        /// A cancel button labelled "Cancel".
        ///
        /// SwiftUI: static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text(.cancel), role: .cancel, action: action ?? {})
        }

        /// SwiftUI: static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action ?? {})
        }
    }
}

/// The message of an `Alert` or `ActionSheet`, or nothing.
struct LegacyAlertMessage: View {
    let text: Text?

    var body: some View {
        if let text { text }
    }
}

/// The buttons of an `Alert` or `ActionSheet` as views.
struct LegacyAlertButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            TextUI.Button(role: buttons[index].role, action: buttons[index].action) { buttons[index].label }
        }
    }
}

extension View {
    /// While `isPresented` is true, draws the ``Alert`` `content` makes.
    ///
    /// SwiftUI: func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        presentingLegacyAlert(isPresented.wrappedValue ? content() : nil)
    }

    /// While `item` holds a value, draws the ``Alert`` made from it.
    ///
    /// SwiftUI: func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View where Item : Identifiable
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        presentingLegacyAlert(item.wrappedValue.map(content))
    }

    private func presentingLegacyAlert(_ alert: Alert?) -> some View {
        let content = alert.map { (LegacyAlertButtons(buttons: $0.buttons), LegacyAlertMessage(text: $0.message)) }
        return presentingAlert(alert?.title ?? Text(""), content)
    }
}
