extension View {
    /// Puts views in the navigation bar of the screen this view is in, at its trailing end
    /// (`.automatic`), in the order written. Buttons and links there draw as plain titles, as on
    /// a phone, each on one line; items cut for room end in "…", and those that do not fit at
    /// all go to an overflow menu, `⋯` at the trailing end.
    ///
    /// ```swift
    /// Text("本文")
    ///     .toolbar { Button("保存") {} }
    ///     .render(width: 16)
    /// ```
    /// ```text
    ///             保存
    /// ━━━━━━━━━━━━━━━━
    ///       本文
    /// ```
    ///
    /// SwiftUI: func toolbar<Content>(content: () -> Content) -> some View where Content : View
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return recordingNavigation { bar, context in
            for node in items.makeNodes(Self.toolbarContext(context)) {
                bar.place(ToolbarEntry(placement: .automatic, node: node))
            }
        }
    }

    /// Puts ``ToolbarItem``s and ``ToolbarItemGroup``s where their placements say (see
    /// ``ToolbarItemPlacement``).
    ///
    /// ```swift
    /// Text("本文").toolbar {
    ///     ToolbarItem(placement: .cancellationAction) { Button("閉じる") {} }
    ///     ToolbarItem(placement: .primaryAction) { Button("送信") {} }
    /// }.render(width: 20)
    /// ```
    /// ```text
    /// 閉じる          送信
    /// ━━━━━━━━━━━━━━━━━━━━
    ///         本文
    /// ```
    ///
    /// SwiftUI: func toolbar<Content>(content: () -> Content) -> some View where Content : ToolbarContent
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return recordingNavigation { bar, context in
            for entry in items.toolbarEntries(Self.toolbarContext(context)) {
                bar.place(entry)
            }
        }
    }

    /// Hides or shows bars: `.hidden` for `.navigationBar` drops the navigation bar (title,
    /// items and search field), for `.bottomBar` the bottom bar, for `.tabBar` the tab bar of
    /// the `TabView` around this screen; `.automatic` and `.visible` change nothing.
    ///
    /// ```swift
    /// Text("全画面").navigationTitle("写真").toolbar(.hidden, for: .navigationBar).render(width: 12)
    /// ```
    /// ```text
    ///    全画面
    /// ```
    ///
    /// SwiftUI: func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        hidingBars(visibility == .hidden ? bars : [])
    }

    /// The iOS 18 name of ``toolbar(_:for:)``: hides or shows bars.
    ///
    /// SwiftUI: func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        hidingBars(visibility == .hidden ? bars : [])
    }

    /// Accepted: whether a bar's background shows has no meaning in text. Draws this view as it is.
    ///
    /// SwiftUI: func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Accepted: a bar's background has no colour in text. Draws this view as it is.
    ///
    /// SwiftUI: func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View where S : ShapeStyle
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Accepted: a bar's role changes how a phone arranges a few items, not what they say.
    /// Draws this view as it is.
    ///
    /// SwiftUI: func toolbarRole(_ role: ToolbarRole) -> some View
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        self
    }

    /// How the title is drawn: `.large` on a row of its own, the others in the middle of the bar
    /// (see ``navigationBarTitleDisplayMode(_:)``).
    ///
    /// SwiftUI: func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    private func hidingBars(_ bars: [ToolbarPlacement]) -> some View {
        recordingNavigation { bar, _ in
            for placement in bars {
                switch placement.bar {
                case .navigationBar, .automatic: bar.isNavigationBarHidden = true
                case .bottomBar: bar.isBottomBarHidden = true
                case .tabBar: bar.isTabBarHidden = true
                }
            }
        }
    }

    /// What toolbar items are made with: plain buttons, one line each, no screen of their own,
    /// and a label's icon alone unless a ``View/labelStyle(_:)`` says otherwise, as a phone's
    /// bars show `Button("追加", systemImage: "plus")` as its symbol.
    static func toolbarContext(_ context: RenderContext) -> RenderContext {
        var bar = context.with(\.drawsPlainButtons, true).with(\.navigationBar, nil).with(\.lineLimit, 1).with(\.isInList, false)
        if case .automatic = bar.controls.labelStyle { bar.controls.labelStyle = .iconOnly }
        bar.controls.isInToolbar = true
        return bar
    }
}
