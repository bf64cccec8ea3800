import ViewStateKit
/// An alert as state: a title, an optional message, and buttons that each send an action
/// when tapped. Present one by setting an optional field; dismiss it by setting it to `nil`.
///
/// ```swift
/// state.alert = AlertState(
///     title: "注文を読み込めませんでした",
///     message: "通信状況を確認してください。",
///     buttons: [
///         AlertButton("再試行", action: .retryTapped),
///         AlertButton("閉じる", role: .cancel),
///     ]
/// )
/// ```
public struct AlertState<Action> {
    public var title: String
    public var message: String?
    /// The buttons in order; an empty list shows a single "OK" that only dismisses.
    public var buttons: [AlertButton<Action>]

    public init(title: String, message: String? = nil, buttons: [AlertButton<Action>] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// One button of an ``AlertState``.
public struct AlertButton<Action> {
    /// How the button is shown.
    public enum Role: Hashable, Sendable {
        /// Dismisses without doing anything; shown last.
        case cancel
        /// Deletes or discards something.
        case destructive
    }

    public var title: String
    public var role: Role?
    /// What tapping sends, besides dismissing the alert; `nil` only dismisses.
    public var action: Action?

    public init(_ title: String, role: Role? = nil, action: Action? = nil) {
        self.title = title
        self.role = role
        self.action = action
    }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertButton: Equatable where Action: Equatable {}
extension AlertButton: Hashable where Action: Hashable {}
extension AlertButton: Sendable where Action: Sendable {}
