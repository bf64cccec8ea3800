extension View {
    /// The title of the screen, the iOS 13 spelling of ``navigationTitle(_:)-(StringProtocol)``.
    ///
    /// ```swift
    /// Text("Body").navigationBarTitle("Orders", displayMode: .inline)
    ///     .navigationBarItems(leading: Button("Close") {}, trailing: Button("Add") {})
    ///     .render(width: 22)
    /// ```
    /// ```text
    /// Close   Orders     Add
    /// ━━━━━━━━━━━━━━━━━━━━━━
    ///          Body
    /// ```
    ///
    /// SwiftUI: func navigationBarTitle<S>(_ title: S) -> some View where S : StringProtocol
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        recordingTitle(String(title))
    }

    /// The title of the screen, made of a `Text`.
    ///
    /// SwiftUI: func navigationBarTitle(_ title: Text) -> some View
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// The title of the screen and how it is drawn (see ``navigationBarTitleDisplayMode(_:)``).
    ///
    /// SwiftUI: func navigationBarTitle<S>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View where S : StringProtocol
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        recordingTitle(String(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title of the screen, made of a `Text`, and how it is drawn.
    ///
    /// SwiftUI: func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Items at both ends of the navigation bar, the iOS 13 spelling of a toolbar.
    ///
    /// SwiftUI: func navigationBarItems<L, T>(leading: L, trailing: T) -> some View where L : View, T : View
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// An item at the leading end of the navigation bar.
    ///
    /// SwiftUI: func navigationBarItems<L>(leading: L) -> some View where L : View
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// An item at the trailing end of the navigation bar.
    ///
    /// SwiftUI: func navigationBarItems<T>(trailing: T) -> some View where T : View
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Hides the navigation bar (see ``toolbar(_:for:)``).
    ///
    /// SwiftUI: func navigationBarHidden(_ hidden: Bool) -> some View
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
    }
}
