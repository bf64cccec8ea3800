/// A screen with a navigation bar: the title and toolbar items its content declares with
/// ``View/navigationTitle(_:)`` and ``View/toolbar(content:)``, a heavy rule, then the content.
///
/// ```swift
/// NavigationStack {
///     Text("ようこそ")
///         .navigationTitle("ホーム")
///         .toolbar {
///             ToolbarItem(placement: .topBarLeading) { Button("閉じる") {} }
///             ToolbarItem(placement: .topBarTrailing) { Button("編集") {} }
///         }
/// }.render(width: 24)
/// ```
/// ```text
/// 閉じる   ホーム     編集
/// ━━━━━━━━━━━━━━━━━━━━━━━━
/// ようこそ
/// ```
/// A view with a navigation title outside any `NavigationStack` gets the same frame, so a
/// screen reads the same whether or not its parent wraps it. Given a height (see
/// ``View/render(width:height:style:)``), the content gets every row below the bar.
public struct NavigationStack<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("NavigationStack has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let bar = NavigationBarContent()
        let node = content.makeNode(context.with(\.navigationBar, bar))
        return ScreenNode(bar: bar, content: node, style: context.style)
    }
}

/// What a screen's navigation bar shows; filled in by the modifiers inside the screen, the
/// innermost title winning, as in SwiftUI.
final class NavigationBarContent {
    var title: String?
    var leading: [any LayoutNode] = []
    var trailing: [any LayoutNode] = []

    var isEmpty: Bool { title == nil && leading.isEmpty && trailing.isEmpty }
}

extension View {
    /// This view with `record` writing into the nearest screen's navigation bar; with no screen
    /// around it, this view becomes one.
    func recordingNavigation(_ record: @escaping (NavigationBarContent, RenderContext) -> Void) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            if let bar = context.navigationBar {
                let node = content.makeNode(context)
                record(bar, context)
                return node
            }
            let bar = NavigationBarContent()
            let node = content.makeNode(context.with(\.navigationBar, bar))
            record(bar, context)
            return ScreenNode(bar: bar, content: node, style: context.style)
        }
    }
}
