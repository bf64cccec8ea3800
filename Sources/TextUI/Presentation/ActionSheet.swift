/// A sheet of buttons as iOS 13 code builds one, shown by ``View/actionSheet(isPresented:content:)``
/// and drawn as a confirmation dialog with its title shown.
///
/// ```swift
/// Text("").actionSheet(isPresented: .constant(true)) {
///     ActionSheet(title: Text("Photo"), buttons: [.default(Text("Take photo")), .cancel()])
/// }.render(width: 20)
/// ```
/// ```text
/// ╭──────────────────╮
/// │      Photo       │
/// ├──────────────────┤
/// │    Take photo    │
/// ├──────────────────┤
/// │      Cancel      │
/// ╰──────────────────╯
/// ```
///
/// SwiftUI: struct ActionSheet
public struct ActionSheet {
    /// The buttons of an action sheet, the same as an alert's.
    ///
    /// SwiftUI: typealias ActionSheet.Button = Alert.Button
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with a title, a message and buttons (a Cancel button by default).
    ///
    /// SwiftUI: ActionSheet.init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()])
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    /// While `isPresented` is true, draws the ``ActionSheet`` `content` makes.
    ///
    /// SwiftUI: func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        presentingActionSheet(isPresented.wrappedValue ? content() : nil)
    }

    /// While `item` holds a value, draws the ``ActionSheet`` made from it.
    ///
    /// SwiftUI: func actionSheet<T>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View where T : Identifiable
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        presentingActionSheet(item.wrappedValue.map(content))
    }

    private func presentingActionSheet(_ sheet: ActionSheet?) -> some View {
        let content = sheet.map { (LegacyAlertButtons(buttons: $0.buttons), LegacyAlertMessage(text: $0.message)) }
        return presentingConfirmationDialog(sheet?.title, content)
    }
}
