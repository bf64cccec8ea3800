/// A view (or modifier) with a modifier applied: what ``View/modifier(_:)`` returns.
///
/// ```swift
/// struct Boxed: ViewModifier {
///     func body(content: Content) -> some View { content.padding(.horizontal, 1).border() }
/// }
///
/// ModifiedContent(content: Text("Tea"), modifier: Boxed()).render()
/// ```
/// ```text
/// ┌─────┐
/// │ Tea │
/// └─────┘
/// ```
///
/// SwiftUI: @frozen struct ModifiedContent<Content, Modifier>
public struct ModifiedContent<Content, Modifier> {
    /// The view (or modifier) the modifier is applied to.
    ///
    /// SwiftUI: ModifiedContent.content
    public var content: Content
    /// The modifier.
    ///
    /// SwiftUI: ModifiedContent.modifier
    public var modifier: Modifier

    /// `modifier` applied to `content`.
    ///
    /// SwiftUI: ModifiedContent.init(content:modifier:)
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// SwiftUI: ModifiedContent.body
    public var body: Never { fatalError("ModifiedContent has no body") }

    /// Lays out the modifier's body with `content` in it. Like a view's `body`, the modifier's
    /// is read with the environment where it is applied as the current one, so its own
    /// `@Environment` and `@State` work.
    public static func _makeNodes(of view: Self, in inputs: _ViewInputs) -> _ViewOutputs {
        let content = view.content
        let placeholder = _ViewModifier_Content<Modifier> { content.makeNodes($0) }
        return EnvironmentValues.with(inputs.context.environment) {
            Modifier.Body._makeNodes(of: view.modifier.body(content: placeholder), in: inputs)
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// `content`'s body, then `modifier`'s around it.
    ///
    /// SwiftUI: ModifiedContent.body(content:)
    public func body(content view: _ViewModifier_Content<Self>) -> some View {
        view.modifier(content).modifier(modifier)
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
    /// Applies `modifier` (a ``ViewModifier``) to this view.
    ///
    /// SwiftUI: View.modifier(_:)
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
