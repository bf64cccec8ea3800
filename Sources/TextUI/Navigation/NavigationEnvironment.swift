/// What the navigation containers around a view pass down: the stack's destinations (for
/// `navigationDestination`).
struct NavigationEnvironment {
    var destinations: NavigationDestinations?
    /// Set by `tabViewStyle(.page)` for the `TabView` inside.
    var tabPages: PageTabViewStyle?
}

/// The destinations a `NavigationStack`'s screens declare, and the screens presented by
/// `navigationDestination(isPresented:)` / `(item:)`, in the order they were declared.
final class NavigationDestinations {
    typealias Maker = (AnyHashable, RenderContext) -> (any LayoutNode)?

    private var makers: [ObjectIdentifier: Maker] = [:]
    /// Screens pushed because a binding says so, not yet taken by the stack.
    var presented: [(RenderContext) -> any LayoutNode] = []

    /// Remembers how to make the screen for values of `type`; the first declaration wins.
    func register<Value>(_ type: Value.Type, _ maker: @escaping Maker) {
        let key = ObjectIdentifier(type)
        if makers[key] == nil { makers[key] = maker }
    }

    /// The screen for `value`, or `nil` when no destination takes its type.
    func screen(for value: AnyHashable, context: RenderContext) -> (any LayoutNode)? {
        makers[ObjectIdentifier(type(of: value.base))]?(value, context)
    }
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

extension RenderContext {
    /// This context for something drawn over the screen (a sheet, an alert): no navigation bar,
    /// stack or list of the screen beneath reaches it.
    var presented: RenderContext {
        var copy = self
        copy.navigationBar = nil
        copy.navigation = NavigationEnvironment()
        copy.isInList = false
        return copy
    }
}
