/// Builds toolbar content from a closure: several items, `if` / `else`, `if let`, `switch`,
/// as ``ViewBuilder`` builds views.
///
/// ```swift
/// let isSaving = true
/// Text("Profile").toolbar {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///     if isSaving {
///         ToolbarItem(placement: .confirmationAction) { Text("Saving…") }
///     } else {
///         ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
///     }
/// }.render(width: 24)
/// ```
/// ```text
/// Cancel           Saving…
/// ━━━━━━━━━━━━━━━━━━━━━━━━
///         Profile
/// ```
///
/// SwiftUI: @resultBuilder struct ToolbarContentBuilder
@resultBuilder
public enum ToolbarContentBuilder {
    /// SwiftUI: ToolbarContentBuilder.buildExpression(_:)
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// SwiftUI: ToolbarContentBuilder.buildBlock(_:)
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Two items or more. No block of this builder is empty, as in SwiftUI: so `.toolbar { }`,
    /// or a toolbar whose only item sits under `#if os(iOS)` read as a Mac, is the view-builder
    /// toolbar that places nothing, not a choice the compiler cannot make.
    ///
    /// SwiftUI: ToolbarContentBuilder.buildBlock(_:_:)
    public static func buildBlock<First: ToolbarContent, Second: ToolbarContent, each Rest: ToolbarContent>(
        _ first: First, _ second: Second, _ rest: repeat each Rest
    ) -> TupleToolbarContent<First, Second, repeat each Rest> {
        TupleToolbarContent(first, second, repeat each rest)
    }

    /// SwiftUI: ToolbarContentBuilder.buildIf(_:)
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> ConditionalToolbarContent<Content, Never> {
        ConditionalToolbarContent(content.map { .first($0) })
    }

    /// SwiftUI: ToolbarContentBuilder.buildEither(first:)
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First) -> ConditionalToolbarContent<First, Second> {
        ConditionalToolbarContent(.first(first))
    }

    /// SwiftUI: ToolbarContentBuilder.buildEither(second:)
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second) -> ConditionalToolbarContent<First, Second> {
        ConditionalToolbarContent(.second(second))
    }

    /// SwiftUI: ToolbarContentBuilder.buildLimitedAvailability(_:)
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

/// Several toolbar items written one after another in a ``ToolbarContentBuilder`` block.
///
/// SwiftUI: struct TupleToolbarContent<T> (TextUI names each item's type, as its `TupleView` does)
public struct TupleToolbarContent<each Content: ToolbarContent> {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }
}

// The conformances sit in extensions so the types are not main-actor isolated: the builder's
// functions, nonisolated as SwiftUI's, make them anywhere.
extension TupleToolbarContent: PrimitiveToolbarContent {
    func makeEntries(_ context: RenderContext) -> [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        for item in repeat each content {
            entries += item.toolbarEntries(context)
        }
        return entries
    }
}

/// One of two toolbar contents, or none: what `if` / `else` and `if` without `else` build in a
/// ``ToolbarContentBuilder`` block.
///
/// TextUI only: SwiftUI spells these `_ConditionalContent` and `Optional`; you never name the type.
public struct ConditionalToolbarContent<First: ToolbarContent, Second: ToolbarContent> {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage?

    init(_ storage: Storage?) {
        self.storage = storage
    }
}

extension ConditionalToolbarContent: PrimitiveToolbarContent {
    func makeEntries(_ context: RenderContext) -> [ToolbarEntry] {
        switch storage {
        case .first(let content): content.toolbarEntries(context)
        case .second(let content): content.toolbarEntries(context)
        case nil: []
        }
    }
}
