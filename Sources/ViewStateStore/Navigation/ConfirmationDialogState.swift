import ViewStateKit
/// A confirmation dialog (an action sheet) as state: a title, an optional message, and buttons
/// with roles that each send an action when tapped. Present one by setting an optional field;
/// dismiss it by setting it to `nil`. The sibling of ``AlertState``, for choices about the
/// screen's content ("delete this order?").
///
/// ```swift
/// state.confirmationDialog = ConfirmationDialogState(
///     title: "注文を削除しますか？",
///     titleVisibility: .visible,
///     message: "この操作は取り消せません",
///     buttons: [
///         AlertButton("キャンセル", role: .cancel),
///         AlertButton("削除する", role: .destructive, action: .deleteConfirmed),
///     ]
/// )
/// ```
///
/// Draw it with TextUI's `confirmationDialog`, buttons in ``buttonsInDisplayOrder`` (the cancel
/// button last, as a phone shows it):
///
/// ```swift
/// view.confirmationDialog(dialog.title, isPresented: .constant(true), titleVisibility: .visible) {
///     ForEach(dialog.buttonsInDisplayOrder.indices, id: \.self) { index in
///         Button(dialog.buttonsInDisplayOrder[index].title) {}
///     }
/// } message: {
///     Text(dialog.message ?? "")
/// }
/// ```
///
/// which renders, at width 28:
///
/// ```text
/// ╭──────────────────────────╮
/// │   注文を削除しますか？   │
/// │ この操作は取り消せません │
/// ├──────────────────────────┤
/// │         削除する         │
/// ├──────────────────────────┤
/// │        キャンセル        │
/// ╰──────────────────────────╯
/// ```
public struct ConfirmationDialogState<Action> {
    /// Whether the title is shown; a phone hides it unless asked.
    public enum TitleVisibility: Hashable, Sendable {
        case automatic, visible, hidden
    }

    public var title: String
    public var titleVisibility: TitleVisibility
    public var message: String?
    /// The buttons in the order given; see ``buttonsInDisplayOrder``.
    public var buttons: [AlertButton<Action>]

    public init(
        title: String,
        titleVisibility: TitleVisibility = .automatic,
        message: String? = nil,
        buttons: [AlertButton<Action>] = []
    ) {
        self.title = title
        self.titleVisibility = titleVisibility
        self.message = message
        self.buttons = buttons
    }

    /// The buttons as a phone shows them: the others in order, then the cancel buttons.
    ///
    /// ```swift
    /// dialog.buttonsInDisplayOrder.map(\.title)   // ["削除する", "キャンセル"]
    /// ```
    public var buttonsInDisplayOrder: [AlertButton<Action>] {
        buttons.filter { $0.role != .cancel } + buttons.filter { $0.role == .cancel }
    }

    /// The action of the button titled `title`, as a tap sends it; `nil` for a button that only
    /// dismisses, or when no button has that title.
    ///
    /// ```swift
    /// dialog.action(forButtonTitled: "削除する")   // .deleteConfirmed
    /// ```
    public func action(forButtonTitled title: String) -> Action? {
        buttons.first { $0.title == title }?.action
    }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
