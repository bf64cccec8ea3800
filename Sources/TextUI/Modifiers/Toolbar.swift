extension View {
    /// Puts items in the navigation bar of the screen this view is in: `ToolbarItem`s where
    /// their placement says, anything else at the trailing end. Buttons there draw as plain
    /// titles, as on a phone, each on one line; items cut for room end in "…".
    ///
    /// ```swift
    /// Text("本文")
    ///     .toolbar { Button("保存") {} }
    ///     .render(width: 16)
    /// ```
    /// ```text
    ///             保存
    /// ━━━━━━━━━━━━━━━━
    /// 本文
    /// ```
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> ModifiedView<Self> {
        let items = content()
        return recordingNavigation { bar, context in
            for node in items.makeNodes(context.with(\.drawsPlainButtons, true).with(\.navigationBar, nil).with(\.lineLimit, 1)) {
                if let item = node as? ToolbarItemNode, item.placement == .topBarLeading {
                    bar.leading.append(item.content)
                } else {
                    bar.trailing.append((node as? ToolbarItemNode)?.content ?? node)
                }
            }
        }
    }
}

/// Where a toolbar item goes in the navigation bar.
public enum ToolbarItemPlacement: Sendable {
    /// The trailing end, as SwiftUI places items on a phone by default.
    case automatic
    case topBarLeading
    case topBarTrailing

    public static let navigationBarLeading = ToolbarItemPlacement.topBarLeading
    public static let navigationBarTrailing = ToolbarItemPlacement.topBarTrailing
}

/// One item of a ``View/toolbar(content:)``, with its placement.
///
/// ```swift
/// Text("本文").toolbar {
///     ToolbarItem(placement: .topBarLeading) { Button("戻る") {} }
/// }.render(width: 16)
/// ```
/// ```text
/// 戻る
/// ━━━━━━━━━━━━━━━━
/// 本文
/// ```
public struct ToolbarItem<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { fatalError("ToolbarItem has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        ToolbarItemNode(placement: placement, content: content.makeNode(context))
    }
}

/// A toolbar item on its way to the bar; drawn in place (outside a toolbar) it is its content.
final class ToolbarItemNode: LayoutNode {
    let placement: ToolbarItemPlacement
    let content: any LayoutNode

    init(placement: ToolbarItemPlacement, content: any LayoutNode) {
        self.placement = placement
        self.content = content
    }

    func measure(proposedWidth: Int) -> Int { content.measure(proposedWidth: proposedWidth) }
    func draw(width: Int) -> [Line] { content.draw(width: width) }
}
