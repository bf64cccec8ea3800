/// A menu opened from the screen's title, placed with the toolbar's items: the title shows
/// "▾" after it, as ``View/toolbarTitleMenu(content:)`` draws it (the menu's items show once a
/// person opens it, which a drawing never does).
///
/// ```swift
/// NavigationStack {
///     Text("3 notes")
///         .navigationTitle("Notes")
///         .toolbar { ToolbarTitleMenu { Button("Rename") {} } }
/// }.render(width: 16)
/// ```
/// ```text
///     Notes ▾
/// ━━━━━━━━━━━━━━━━
///     3 notes
/// ```
///
/// SwiftUI: struct ToolbarTitleMenu<Content> where Content : View
public struct ToolbarTitleMenu<Content: View> {
    let content: Content

    /// A title menu of `content`.
    ///
    /// SwiftUI: init(@ViewBuilder content: () -> Content)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// A title menu of the app's own commands.
    ///
    /// SwiftUI: init() where Content == EmptyView
    public init() {
        self.init { EmptyView() }
    }
}

extension ToolbarTitleMenu: PrimitiveToolbarContent {
    func makeEntries(_ context: RenderContext) -> [ToolbarEntry] {
        [ToolbarEntry(placement: .principal, node: TitleMenuMarkerNode())]
    }
}

/// Tells the bar its title opens a menu; it draws nothing and the bar does not place it.
final class TitleMenuMarkerNode: LayoutNode {
    func measure(proposedWidth: Int) -> Int { 0 }
    func draw(width: Int) -> [Line] { [] }
}

/// Room between toolbar items: a fixed gap or one that pushes the items apart. In the bottom
/// bar a flexible spacer pushes the items after it to the trailing end, as `Spacer()` does
/// there; elsewhere the bar spaces its items itself, so it adds nothing drawn.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .bottomBar) { Button("Archive") {} }
///     ToolbarSpacer(.flexible, placement: .bottomBar)
///     ToolbarItem(placement: .bottomBar) { Button("Reply") {} }
/// }
/// ```
///
/// SwiftUI: struct ToolbarSpacer
public struct ToolbarSpacer {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A spacer of `sizing` at `placement`.
    ///
    /// SwiftUI: init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic)
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }
}

extension ToolbarSpacer: PrimitiveToolbarContent {
    func makeEntries(_ context: RenderContext) -> [ToolbarEntry] {
        guard sizing.isFlexible, placement.position == .bottom else { return [] }
        return [ToolbarEntry(placement: placement, node: SpacerNode(minLength: 0, axis: .horizontal))]
    }
}

/// How a ``ToolbarSpacer`` sizes itself.
///
/// SwiftUI: struct SpacerSizing
public struct SpacerSizing: Sendable, Equatable {
    let isFlexible: Bool

    /// A standard fixed gap.
    ///
    /// SwiftUI: static let fixed: SpacerSizing
    public static let fixed = SpacerSizing(isFlexible: false)

    /// As much room as there is.
    ///
    /// SwiftUI: static let flexible: SpacerSizing
    public static let flexible = SpacerSizing(isFlexible: true)
}
