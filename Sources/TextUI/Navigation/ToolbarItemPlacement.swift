/// Where a toolbar item goes, as a phone places it: the leading or trailing end of the
/// navigation bar, its middle in place of the title, or the bottom bar under the content.
///
/// | placement | drawn |
/// | --- | --- |
/// | `.automatic`, `.primaryAction`, `.secondaryAction`, `.confirmationAction`, `.destructiveAction`, `.topBarTrailing`, `.navigationBarTrailing` | trailing end of the navigation bar |
/// | `.topBarLeading`, `.navigationBarLeading`, `.cancellationAction`, `.navigation` | leading end, after the back button |
/// | `.principal` | the middle of the navigation bar, in place of the title |
/// | `.bottomBar` | the bottom bar, from its leading end (a `Spacer()` pushes what follows to the end) |
/// | `.status` | the middle of the bottom bar |
/// | `.keyboard` | the bottom bar while a field has focus (the keyboard itself is not drawn); nothing otherwise |
///
/// ```swift
/// Text("Notes").toolbar {
///     ToolbarItem(placement: .principal) { Text("2 of 9") }
///     ToolbarItem(placement: .bottomBar) { Button("New") {} }
///     ToolbarItem(placement: .status) { Text("Saved") }
/// }.render(width: 20)
/// ```
/// ```text
///        2 of 9
/// ━━━━━━━━━━━━━━━━━━━━
///        Notes
/// ────────────────────
/// New    Saved
/// ```
///
/// SwiftUI: struct ToolbarItemPlacement
public struct ToolbarItemPlacement: Sendable {
    /// The part of a screen an item is drawn in.
    enum Position: Sendable {
        case leading, trailing, principal, bottom, status, keyboard
    }

    let position: Position

    init(_ position: Position) {
        self.position = position
    }

    /// The trailing end of the navigation bar, where a phone puts an item with no placement.
    ///
    /// SwiftUI: static let automatic: ToolbarItemPlacement
    public static let automatic = ToolbarItemPlacement(.trailing)

    /// The middle of the navigation bar, drawn in place of the title.
    ///
    /// SwiftUI: static let principal: ToolbarItemPlacement
    public static let principal = ToolbarItemPlacement(.principal)

    /// The leading end of the navigation bar.
    ///
    /// SwiftUI: static let navigation: ToolbarItemPlacement
    public static let navigation = ToolbarItemPlacement(.leading)

    /// The trailing end of the navigation bar.
    ///
    /// SwiftUI: static let primaryAction: ToolbarItemPlacement
    public static let primaryAction = ToolbarItemPlacement(.trailing)

    /// The trailing end of the navigation bar.
    ///
    /// SwiftUI: static let secondaryAction: ToolbarItemPlacement
    public static let secondaryAction = ToolbarItemPlacement(.trailing)

    /// The middle of the bottom bar.
    ///
    /// SwiftUI: static let status: ToolbarItemPlacement
    public static let status = ToolbarItemPlacement(.status)

    /// The trailing end of the navigation bar (a Done or Save button).
    ///
    /// SwiftUI: static let confirmationAction: ToolbarItemPlacement
    public static let confirmationAction = ToolbarItemPlacement(.trailing)

    /// The leading end of the navigation bar (a Cancel button).
    ///
    /// SwiftUI: static let cancellationAction: ToolbarItemPlacement
    public static let cancellationAction = ToolbarItemPlacement(.leading)

    /// The trailing end of the navigation bar.
    ///
    /// SwiftUI: static let destructiveAction: ToolbarItemPlacement
    public static let destructiveAction = ToolbarItemPlacement(.trailing)

    /// The bar a phone shows above its keyboard: drawn as the bottom bar while a field in the
    /// screen has focus (`focused(_:)` true), and not at all otherwise, as the keyboard is down.
    ///
    /// SwiftUI: static let keyboard: ToolbarItemPlacement
    public static let keyboard = ToolbarItemPlacement(.keyboard)

    /// The leading end of the navigation bar.
    ///
    /// SwiftUI: static var topBarLeading: ToolbarItemPlacement { get }
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(.leading) }

    /// The trailing end of the navigation bar.
    ///
    /// SwiftUI: static var topBarTrailing: ToolbarItemPlacement { get }
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(.trailing) }

    /// The leading end of the navigation bar (the older name of ``topBarLeading``).
    ///
    /// SwiftUI: static let navigationBarLeading: ToolbarItemPlacement
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)

    /// The trailing end of the navigation bar (the older name of ``topBarTrailing``).
    ///
    /// SwiftUI: static let navigationBarTrailing: ToolbarItemPlacement
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)

    /// The bottom bar, under the content.
    ///
    /// SwiftUI: static let bottomBar: ToolbarItemPlacement
    public static let bottomBar = ToolbarItemPlacement(.bottom)
}
