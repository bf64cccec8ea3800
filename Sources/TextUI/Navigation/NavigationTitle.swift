extension View {
    /// Puts `title` in the navigation bar of the screen this view is in; a view outside any
    /// `NavigationStack` becomes a screen with that bar. The innermost title wins.
    ///
    /// ```swift
    /// Text("ようこそ").navigationTitle("ホーム").render(width: 20)
    /// ```
    /// ```text
    ///        ホーム
    /// ━━━━━━━━━━━━━━━━━━━━
    ///       ようこそ
    /// ```
    ///
    /// SwiftUI: func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        recordingTitle(String(title))
    }

    /// A title made of a `Text`, drawn on one line.
    ///
    /// ```swift
    /// Text("本文").navigationTitle(Text("受信箱")).render(width: 16)
    /// ```
    /// ```text
    ///      受信箱
    /// ━━━━━━━━━━━━━━━━
    ///       本文
    /// ```
    ///
    /// SwiftUI: func navigationTitle(_ title: Text) -> some View
    public func navigationTitle(_ title: Text) -> some View {
        recordingNavigation { bar, context in
            if bar.title == nil { bar.title = title.plainString(context) }
        }
    }

    /// A title made of a view (a `Text`, or a `Label` whose title is read).
    ///
    /// SwiftUI: func navigationTitle<V>(_ title: () -> V) -> some View where V : View
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        let title = title()
        return recordingNavigation { bar, context in
            if bar.title == nil { bar.title = title.plainString(context) }
        }
    }

    /// A title a person could rename; drawn as its current value.
    ///
    /// SwiftUI: func navigationTitle(_ title: Binding<String>) -> some View
    public func navigationTitle(_ title: Binding<String>) -> some View {
        recordingTitle(title.wrappedValue)
    }

    /// How the title is drawn: `.large` puts it on a row of its own under the bar's items, at the
    /// leading edge, as a phone shows a large title; `.inline` and `.automatic` draw it in the
    /// middle of the bar.
    ///
    /// ```swift
    /// Text("本文")
    ///     .navigationTitle("設定")
    ///     .navigationBarTitleDisplayMode(.large)
    ///     .toolbar { Button("編集") {} }
    ///     .render(width: 16)
    /// ```
    /// ```text
    ///             編集
    /// 設定
    /// ━━━━━━━━━━━━━━━━
    ///       本文
    /// ```
    ///
    /// SwiftUI: func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        recordingNavigation { bar, _ in
            if bar.titleDisplayMode == .automatic { bar.titleDisplayMode = displayMode }
        }
    }

    /// Hides the back button of a pushed screen (see ``NavigationStack``).
    ///
    /// SwiftUI: func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        recordingNavigation { bar, _ in
            if hidesBackButton { bar.isBackButtonHidden = true }
        }
    }

    /// This view with `title` recorded as the nearest screen's title, unless an inner view set one.
    func recordingTitle(_ title: String) -> ModifiedView<Self> {
        recordingNavigation { bar, _ in
            if bar.title == nil { bar.title = title }
        }
    }
}

extension View {
    /// The words this view draws, on one line, without the spaces that place them: what a
    /// title made of a view reads as. Drawn at most as wide as the widest drawing, so a view
    /// that fills the width (a `Divider`) draws a thousand columns, not billions.
    func plainString(_ context: RenderContext) -> String {
        let node = makeNode(context.with(\.navigationBar, nil).with(\.lineLimit, nil))
        let lines = node.draw(width: node.measure(proposedWidth: RenderLimits.columns.upperBound))
        return lines.map { String($0.trimmingTrailingSpaces().text.drop { $0 == " " }) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// A configuration of the navigation bar; TextUI uses only its title display mode.
///
/// SwiftUI: struct NavigationBarItem
public struct NavigationBarItem: Sendable {
    /// How a navigation title is drawn.
    ///
    /// SwiftUI: enum NavigationBarItem.TitleDisplayMode
    public enum TitleDisplayMode: Sendable {
        /// As the screen above says; drawn in the middle of the bar.
        ///
        /// SwiftUI: NavigationBarItem.TitleDisplayMode.automatic
        case automatic
        /// In the middle of the bar.
        ///
        /// SwiftUI: NavigationBarItem.TitleDisplayMode.inline
        case inline
        /// On a row of its own under the bar's items.
        ///
        /// SwiftUI: NavigationBarItem.TitleDisplayMode.large
        case large
    }
}
