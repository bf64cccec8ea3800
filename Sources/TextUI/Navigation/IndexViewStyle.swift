extension View {
    /// The style of the page dots a paged `TabView` shows. Accepted: TextUI draws its own
    /// page index whatever the style (see ``PageTabViewStyle``).
    ///
    /// SwiftUI: func indexViewStyle<S>(_ style: S) -> some View where S : IndexViewStyle
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        self
    }
}

/// How the page index of a paged view is drawn.
///
/// SwiftUI: protocol IndexViewStyle
public protocol IndexViewStyle: Sendable {}

/// Page dots over the content, with or without a background behind them.
///
/// SwiftUI: struct PageIndexViewStyle
public struct PageIndexViewStyle: IndexViewStyle {
    /// When a background shows behind the page dots.
    ///
    /// SwiftUI: struct PageIndexViewStyle.BackgroundDisplayMode
    public struct BackgroundDisplayMode: Sendable {
        let name: String

        /// SwiftUI: static let automatic: PageIndexViewStyle.BackgroundDisplayMode
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// SwiftUI: static let always: PageIndexViewStyle.BackgroundDisplayMode
        public static let always = BackgroundDisplayMode(name: "always")
        /// SwiftUI: static let interactive: PageIndexViewStyle.BackgroundDisplayMode
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// SwiftUI: static let never: PageIndexViewStyle.BackgroundDisplayMode
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// SwiftUI: PageIndexViewStyle.init(backgroundDisplayMode:)
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// SwiftUI: static var page: PageIndexViewStyle { get }
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// SwiftUI: static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
