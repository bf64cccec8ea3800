/// What a button does, for the screen to place and word it: a cancel button, a destructive one.
/// Text draws a button the same whatever its role; alerts and dialogs order by it as SwiftUI does.
///
/// ```swift
/// Button("削除", role: .destructive) {}
/// ```
/// ```text
/// [ 削除 ]
/// ```
/// SwiftUI: struct ButtonRole
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A button that deletes or otherwise destroys something.
    /// SwiftUI: ButtonRole.destructive
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels what is under way.
    /// SwiftUI: ButtonRole.cancel
    public static let cancel = ButtonRole(name: "cancel")
    /// A button that closes the current view.
    /// SwiftUI: ButtonRole.close
    public static let close = ButtonRole(name: "close")
    /// A button that confirms what is under way.
    /// SwiftUI: ButtonRole.confirm
    public static let confirm = ButtonRole(name: "confirm")
}

/// A dialog's button with its role, drawn as the button: a confirmation dialog puts the cancel
/// button last, and adds one when there is none.
final class RoleNode: PassThroughNode {
    let child: any LayoutNode
    let role: ButtonRole

    init(_ child: any LayoutNode, role: ButtonRole) {
        self.child = child
        self.role = role
    }
}
