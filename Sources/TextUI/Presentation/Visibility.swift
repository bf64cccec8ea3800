/// Whether a part of the screen is shown: a confirmation dialog's title, a bar (see
/// ``View/toolbar(_:for:)``), a sheet's grabber.
///
/// SwiftUI: enum Visibility
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the platform decides: a phone hides a confirmation dialog's title, and so does TextUI.
    ///
    /// SwiftUI: Visibility.automatic
    case automatic
    /// Shown.
    ///
    /// SwiftUI: Visibility.visible
    case visible
    /// Not shown.
    ///
    /// SwiftUI: Visibility.hidden
    case hidden
}
