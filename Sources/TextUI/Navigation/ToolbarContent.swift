/// What a ``View/toolbar(content:)-(()->ToolbarContent)`` holds: ``ToolbarItem``s and
/// ``ToolbarItemGroup``s, combined by ``ToolbarContentBuilder`` (several items, `if` / `else`).
/// Write your own by giving it a `body`, as a view does.
///
/// ```swift
/// struct EditorItems: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///         ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
///     }
/// }
///
/// Text("Draft").toolbar { EditorItems() }.render(width: 20)
/// ```
/// ```text
/// Cancel          Done
/// ━━━━━━━━━━━━━━━━━━━━
///        Draft
/// ```
///
/// SwiftUI: @MainActor @preconcurrency protocol ToolbarContent
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content this content is made of.
    ///
    /// SwiftUI: ToolbarContent.Body
    associatedtype Body: ToolbarContent

    /// The items this content is made of.
    ///
    /// SwiftUI: ToolbarContent.body
    @ToolbarContentBuilder var body: Body { get }

    /// TextUI only: how the items are made; TextUI's own items supply it, yours use `body`.
    /// You never implement or call it.
    static func _makeToolbarItems(of content: Self, in inputs: _ViewInputs) -> _ToolbarOutputs
}

/// TextUI only: the items a ``ToolbarContent`` puts in the bars. Only TextUI can look inside;
/// it is public because ``ToolbarContent/_makeToolbarItems(of:in:)`` names it.
public struct _ToolbarOutputs {
    let items: [ToolbarEntry]
}

extension ToolbarContent {
    /// TextUI only: makes the items of ``body``, what every content you write does.
    public static func _makeToolbarItems(of content: Self, in inputs: _ViewInputs) -> _ToolbarOutputs {
        Body._makeToolbarItems(of: content.body, in: inputs)
    }

    /// The entries this content places.
    func toolbarEntries(_ context: RenderContext) -> [ToolbarEntry] {
        Self._makeToolbarItems(of: self, in: _ViewInputs(context: context)).items
    }
}

extension Never: ToolbarContent {}

/// One item on its way to a bar: where it goes and what it draws.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let node: any LayoutNode
}

/// Toolbar content TextUI makes itself rather than through a `body`.
protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {
    func makeEntries(_ context: RenderContext) -> [ToolbarEntry]
}

extension PrimitiveToolbarContent {
    /// TextUI only: the entries this content makes itself.
    public static func _makeToolbarItems(of content: Self, in inputs: _ViewInputs) -> _ToolbarOutputs {
        _ToolbarOutputs(items: content.makeEntries(inputs.context))
    }

    /// TextUI only: toolbar content built into TextUI has no body.
    public var body: Never { fatalError("\(Self.self) has no body") }
}
