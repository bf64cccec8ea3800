/// A reusable change to a view, written as a view: `body(content:)` returns what the modified
/// view becomes, `content` standing for the view it is applied to. Apply one with
/// ``View/modifier(_:)``.
///
/// ```swift
/// struct Caption: ViewModifier {
///     func body(content: Content) -> some View {
///         VStack(alignment: .leading) {
///             content
///             Text("— caption")
///         }
///     }
/// }
///
/// Text("Kyoto").modifier(Caption()).render()
/// ```
/// ```text
/// Kyoto
/// — caption
/// ```
///
/// SwiftUI: @MainActor @preconcurrency protocol ViewModifier
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view the modifier makes.
    ///
    /// SwiftUI: ViewModifier.Body
    associatedtype Body: View

    /// The view the modified view becomes; `content` stands for the view it is applied to.
    ///
    /// SwiftUI: ViewModifier.body(content:)
    @ViewBuilder func body(content: Content) -> Body

    /// The view a modifier is applied to, as its `body(content:)` sees it.
    ///
    /// SwiftUI: ViewModifier.Content
    typealias Content = _ViewModifier_Content<Self>
}

/// The view a modifier is applied to, as its `body(content:)` sees it: it draws that view
/// where the modifier's body puts it, with the settings in force there.
///
/// SwiftUI: struct _ViewModifier_Content<Modifier> where Modifier : ViewModifier
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, MultiView {
    let make: @MainActor (RenderContext) -> [any LayoutNode]

    /// SwiftUI: _ViewModifier_Content.body
    public var body: Never { fatalError("_ViewModifier_Content has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        make(context)
    }
}

extension ViewModifier {
    /// This modifier, then `modifier`, as one.
    ///
    /// SwiftUI: ViewModifier.concat(_:)
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The modifier that changes nothing.
///
/// ```swift
/// Text("As is").modifier(EmptyModifier()).render()
/// ```
/// ```text
/// As is
/// ```
///
/// SwiftUI: @frozen struct EmptyModifier
public struct EmptyModifier: ViewModifier {
    /// SwiftUI: EmptyModifier.identity
    public static let identity = EmptyModifier()

    /// SwiftUI: EmptyModifier.init()
    nonisolated public init() {}

    /// SwiftUI: EmptyModifier.body(content:)
    public func body(content: Content) -> Content { content }
}
