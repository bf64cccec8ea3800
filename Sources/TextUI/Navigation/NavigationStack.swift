/// A stack of screens, drawn as a phone shows it: the top screen only, with its navigation
/// bar — the title and toolbar items its content declares with ``View/navigationTitle(_:)-(StringProtocol)``
/// and ``View/toolbar(content:)-(()->View)``, a heavy rule, then the content.
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
///         ようこそ
/// ```
/// A pushed screen — one for each value of the `path`, made by the matching
/// ``View/navigationDestination(for:destination:)``, then any that
/// ``View/navigationDestination(isPresented:destination:)`` or `(item:)` present — is drawn in
/// place of the root, with a back button "‹" and the title of the screen beneath (or "Back"
/// when that does not fit a third of the width). A value no destination takes pushes a screen
/// saying so. However deep the path, its last value is the screen drawn; a chain of screens
/// each presenting the next stops 64 screens above the path. A view with a navigation title outside any `NavigationStack` gets the same frame,
/// so a screen reads the same whether or not its parent wraps it. Given a height (see
/// ``View/render(width:height:style:)``), the content gets every row between the bars.
///
/// SwiftUI: struct NavigationStack<Data, Root> where Root : View
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root
    let path: [AnyHashable]

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("NavigationStack has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let destinations = NavigationDestinations()
        var screenContext = context
        screenContext.navigation.destinations = destinations
        var (bar, node) = Self.screen(screenContext) { root.makeNode($0) }
        var pending = path[...]
        var carried: [any PresentationNode] = []
        var presentedCount = 0
        // Every value of the path is pushed, however many; then each screen may present
        // another, and a chain of those that never ends stops at a deep stack.
        while true {
            let make: (RenderContext) -> any LayoutNode
            if let value = pending.popFirst() {
                make = { destinations.screen(for: value, context: $0) ?? Self.missingDestination(for: value, $0) }
            } else if !destinations.presented.isEmpty, presentedCount < Self.presentedScreenLimit {
                make = destinations.presented.removeFirst()
                presentedCount += 1
            } else {
                break
            }
            let beneath = bar.title
            carried += CarriedPresentationsNode.presentations(in: node)
            (bar, node) = Self.screen(screenContext, make)
            bar.backWord = SystemString.back.text(in: context.environment.locale)
            bar.backTitle = beneath ?? bar.backWord
        }
        if !carried.isEmpty {
            node = CarriedPresentationsNode(base: node, presentations: carried)
        }
        return ScreenNode(bar: bar, content: node, style: context.style)
    }

    /// One screen of the stack: its content, made with a bar of its own to record into.
    private static func screen(
        _ context: RenderContext, _ make: (RenderContext) -> any LayoutNode
    ) -> (NavigationBarContent, any LayoutNode) {
        let bar = NavigationBarContent()
        var node = make(context.with(\.navigationBar, bar))
        // A destination that is a screen of its own (a view with a title outside any stack)
        // shares the stack's bar.
        if let screen = node as? ScreenNode, screen.bar !== bar {
            node = screen.content
            return (screen.bar, node)
        }
        return (bar, node)
    }

    /// The most screens presented one from another (`navigationDestination(isPresented:)`)
    /// drawn above the path.
    static var presentedScreenLimit: Int { 64 }

    private static func missingDestination(for value: AnyHashable, _ context: RenderContext) -> any LayoutNode {
        TextNode("No navigationDestination for \(type(of: value.base)) value \(value.base)", context: context)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing `root`, with nothing pushed.
    ///
    /// SwiftUI: NavigationStack.init(root:)
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = []
    }

    /// A stack whose pushed screens are the values of `path`.
    ///
    /// SwiftUI: NavigationStack.init(path:root:) where Data == NavigationPath
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.wrappedValue.elements
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection,
    Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed screens are the values of `path`, all of one type.
    ///
    /// ```swift
    /// NavigationStack(path: .constant([3])) {
    ///     Text("Inbox").navigationTitle("Inbox")
    ///         .navigationDestination(for: Int.self) { Text("Message \($0)") }
    /// }.render(width: 16)
    /// ```
    /// ```text
    /// ‹ Inbox
    /// ━━━━━━━━━━━━━━━━
    ///    Message 3
    /// ```
    ///
    /// SwiftUI: NavigationStack.init(path:root:) where Data : MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
    }
}
