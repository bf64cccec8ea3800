/// The points of height an iPhone's navigation bars take from a screen's content: what a
/// ``GeometryReader`` inside a navigation stack reads less than a whole screen's 759 points,
/// in a drawing with no height (see ``LayoutNode/offerPhoneHeight(_:)``).
///
/// A phone draws a navigation stack's bar even when it has nothing on it, unless the screen
/// hides it; at the root a title shows large unless the screen asks for `.inline`, as
/// SwiftUI's stacks prefer large titles. These are UIKit's standard heights.
enum PhoneBars {
    /// The bar with the back button, the items and an inline title.
    static let navigationBar = 44.0
    /// A large title under the bar.
    static let largeTitle = 52.0
    /// A search field under the title.
    static let searchField = 52.0
    /// A bottom toolbar, above the home indicator.
    static let bottomToolbar = 44.0

    /// The points the bars of a screen with `bar` take from its content on a phone.
    static func height(of bar: NavigationBarContent) -> Double {
        var points = 0.0
        if !bar.isNavigationBarHidden {
            points += navigationBar
            if bar.title != nil && bar.titleDisplayMode != .inline { points += largeTitle }
            if bar.search != nil { points += searchField }
        }
        if bar.hasBottomBar { points += bottomToolbar }
        return points
    }
}
