/// A way to set a preview up that several previews share: an environment, sample data made
/// once (``makeSharedContext()``) and handed to ``body(content:context:)``.
///
/// ```swift
/// struct SampleOrders: PreviewModifier {
///     static func makeSharedContext() async throws -> [Order] { Order.samples }
///     func body(content: Content, context: [Order]) -> some View {
///         content.environment(\.orders, context)
///     }
/// }
/// #Preview(traits: .modifier(SampleOrders())) { OrderList() }
/// ```
///
/// A context that throws leaves the preview as it is.
///
/// SwiftUI: @MainActor @preconcurrency protocol PreviewModifier
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// What ``makeSharedContext()`` makes; nothing by default.
    ///
    /// SwiftUI: PreviewModifier.Context
    associatedtype Context = Void

    /// The view the modifier makes of the preview.
    ///
    /// SwiftUI: PreviewModifier.Body
    associatedtype Body: View

    /// The preview's content, as the modifier receives it.
    ///
    /// SwiftUI: PreviewModifier.Content
    typealias Content = AnyView

    /// The context the previews that use this modifier share.
    ///
    /// SwiftUI: static func makeSharedContext() async throws -> Self.Context
    static func makeSharedContext() async throws -> Context

    /// The preview `content`, modified.
    ///
    /// SwiftUI: @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content, context: Self.Context) -> Self.Body
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No context to make.
    ///
    /// SwiftUI: static func makeSharedContext() async throws -> Self.Context
    public static func makeSharedContext() async throws {}
}

extension PreviewModifier {
    /// `view` with this modifier's body around it, its context made first.
    func wrapping(_ view: AnyView) async -> AnyView {
        guard let context = try? await Self.makeSharedContext() else { return view }
        return AnyView(body(content: view, context: context))
    }
}
