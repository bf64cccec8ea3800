/// The navigation container before `NavigationStack` (iOS 13–15), still in many screens: drawn
/// as a ``NavigationStack`` with nothing pushed, as a phone shows it.
///
/// ```swift
/// NavigationView {
///     Text("Welcome").navigationBarTitle("Home")
/// }.render(width: 16)
/// ```
/// ```text
///       Home
/// ━━━━━━━━━━━━━━━━
///     Welcome
/// ```
///
/// SwiftUI: struct NavigationView<Content> where Content : View
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view showing `content`.
    ///
    /// SwiftUI: NavigationView.init(content: () -> Content)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// TextUI only: a navigation view is drawn as a navigation stack.
    public var body: some View {
        NavigationStack { content }
    }
}

/// How a ``NavigationView`` arranges its columns; a phone shows one column, a stack, whatever
/// the style, and so does TextUI.
///
/// SwiftUI: protocol NavigationViewStyle
public protocol NavigationViewStyle: Sendable {}

/// SwiftUI: struct DefaultNavigationViewStyle
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// SwiftUI: DefaultNavigationViewStyle.init()
    public init() {}
}

/// SwiftUI: struct StackNavigationViewStyle
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// SwiftUI: StackNavigationViewStyle.init()
    public init() {}
}

/// SwiftUI: struct ColumnNavigationViewStyle
public struct ColumnNavigationViewStyle: NavigationViewStyle {}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// SwiftUI: static var automatic: DefaultNavigationViewStyle { get }
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// SwiftUI: static var stack: StackNavigationViewStyle { get }
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// SwiftUI: static var columns: ColumnNavigationViewStyle { get }
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Accepted: a phone draws every navigation view as a stack. Draws this view as it is.
    ///
    /// SwiftUI: func navigationViewStyle<S>(_ style: S) -> some View where S : NavigationViewStyle
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
