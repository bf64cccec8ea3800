/// How a ``TabView`` shows its tabs: `.automatic` (and `.sidebarAdaptable`, `.tabBarOnly`) with
/// a tab bar, `.page` as pages a person swipes between, with a row of dots.
///
/// ```swift
/// TabView(selection: .constant(1)) {
///     Text("Welcome").tag(0)
///     Text("Sync your notes").tag(1)
///     Text("All set").tag(2)
/// }
/// .tabViewStyle(.page)
/// .render(width: 20)
/// ```
/// ```text
///   Sync your notes
///        ○ ● ○
/// ```
///
/// SwiftUI: protocol TabViewStyle
public protocol TabViewStyle: Sendable {
    /// TextUI only: the page style this style draws as, or `nil` for a tab bar.
    var _pages: PageTabViewStyle? { get }
}

/// Tabs with a tab bar, as a phone shows them.
///
/// SwiftUI: struct DefaultTabViewStyle
public struct DefaultTabViewStyle: TabViewStyle {
    /// SwiftUI: DefaultTabViewStyle.init()
    public init() {}
    /// TextUI only: a tab bar, not pages.
    public var _pages: PageTabViewStyle? { nil }
}

/// Tabs as pages a person swipes between, with a row of dots for the pages.
///
/// SwiftUI: struct PageTabViewStyle
public struct PageTabViewStyle: TabViewStyle {
    /// When the row of dots is drawn.
    ///
    /// SwiftUI: struct PageTabViewStyle.IndexDisplayMode
    public struct IndexDisplayMode: Sendable, Equatable {
        let name: String
        /// With more than one page.
        ///
        /// SwiftUI: static let automatic: PageTabViewStyle.IndexDisplayMode
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always, even for one page.
        ///
        /// SwiftUI: static let always: PageTabViewStyle.IndexDisplayMode
        public static let always = IndexDisplayMode(name: "always")
        /// Never.
        ///
        /// SwiftUI: static let never: PageTabViewStyle.IndexDisplayMode
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages, with dots drawn as `indexDisplayMode` says.
    ///
    /// SwiftUI: PageTabViewStyle.init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic)
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// TextUI only: pages.
    public var _pages: PageTabViewStyle? { self }

    func showsIndex(pageCount: Int) -> Bool {
        switch indexDisplayMode {
        case .always: true
        case .never: false
        default: pageCount > 1
        }
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// SwiftUI: static var automatic: DefaultTabViewStyle { get }
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// The iOS 18 style that becomes a sidebar on an iPad; a tab bar on a phone.
    ///
    /// SwiftUI: static var sidebarAdaptable: SidebarAdaptableTabViewStyle { get }
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// SwiftUI: static var tabBarOnly: TabBarOnlyTabViewStyle { get }
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// SwiftUI: static var page: PageTabViewStyle { get }
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// SwiftUI: static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// How the `TabView`s inside show their tabs (see ``TabViewStyle``).
    ///
    /// SwiftUI: func tabViewStyle<S>(_ style: S) -> some View where S : TabViewStyle
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(self) { $0.navigation.tabPages = style._pages }
    }
}
