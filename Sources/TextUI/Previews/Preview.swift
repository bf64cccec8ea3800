/// A preview: what `#Preview` declares. TextUI cannot expand the macro itself (a macro needs
/// a compiler plugin), so the TextUICopy build plugin writes each `#Preview` of a team's file
/// as this value in the file's text copy, and `preview` and the tests find every one with no
/// registration (README: "Your SwiftUI screens, unchanged").
///
/// ```swift
/// #Preview("Empty") { CartView(state: .empty) }
/// // in the text copy:
/// private let __textUIPreview1 = TextUI.Preview("Empty") { CartView(state: .empty) }
/// ```
///
/// The body is a view builder, as the macro's is, and may hold iOS 18's `@Previewable`
/// state (the copy drops the attribute; the `@State` stays a local of the body).
///
/// TextUI's is `Sendable` and its initializers are not isolated, so a catalog can list
/// previews off the main actor; each body still runs on the main actor.
///
/// SwiftUI: @MainActor struct Preview
public struct Preview: Sendable {
    /// One view a preview shows: the preview's own, or one per argument of
    /// ``init(_:traits:arguments:body:)``.
    package struct Entry: Sendable {
        /// The preview's name, with the argument in parentheses for an argument preview.
        package let name: String?
        /// Makes the view, its traits applied (a ``PreviewModifier``'s shared context first).
        package let makeView: @MainActor @Sendable () async -> AnyView
    }

    /// The name given, if any.
    package let name: String?
    package let entries: [Entry]

    /// A preview of the view `body` builds.
    ///
    /// SwiftUI: @MainActor init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View)
    public init<Content: View>(
        _ name: String? = nil,
        traits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor @Sendable () -> Content
    ) {
        self.name = name
        self.entries = [Entry(name: name, makeView: Self.applying(traits) { AnyView(body()) })]
    }

    /// A group of previews, one per argument, each named by the argument.
    ///
    /// SwiftUI: @MainActor init<T>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., arguments: [T], body: @escaping @MainActor (T) -> any View)
    public init<T, Content: View>(
        _ name: String? = nil,
        traits: PreviewTrait<Preview.ViewTraits>...,
        arguments: [T],
        @ViewBuilder body: @escaping @MainActor @Sendable (T) -> Content
    ) {
        self.name = name
        self.entries = arguments.map { argument in
            let label = String(describing: argument)
            let held = UncheckedSendable(argument)
            return Entry(
                name: name.map { "\($0) (\(label))" } ?? label,
                makeView: Self.applying(traits) { AnyView(body(held.value)) }
            )
        }
    }

    /// The preview a `PreviewProvider` declares, named by its type without `_Previews`:
    /// `CartView_Previews` is "CartView". The TextUICopy plugin lists each provider of a
    /// copied file this way.
    ///
    /// TextUI only: SwiftUI finds preview providers itself; here the plugin names them.
    public init<Provider: PreviewProvider>(provider: Provider.Type) {
        var name = String(describing: provider)
        for suffix in ["_Previews", "Previews"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        self.name = name
        self.entries = [Entry(name: name, makeView: { AnyView(Provider.previews) })]
    }

    private static func applying(
        _ traits: [PreviewTrait<Preview.ViewTraits>], to makeView: @escaping @MainActor @Sendable () -> AnyView
    ) -> @MainActor @Sendable () async -> AnyView {
        {
            var view = makeView()
            for trait in traits { view = await trait.apply(view) }
            return view
        }
    }
}

extension Preview {
    /// The kind of trait a SwiftUI view's preview takes.
    ///
    /// SwiftUI: enum Preview.ViewTraits
    public enum ViewTraits: Sendable {}
}

/// A value that is only ever used on the main actor, carried across a `Sendable` boundary.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
