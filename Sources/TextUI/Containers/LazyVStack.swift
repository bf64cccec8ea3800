/// Views one below another, made as they scroll into view in SwiftUI; text draws every one,
/// exactly as ``VStack`` does.
///
/// ```swift
/// LazyVStack(alignment: .leading, spacing: 16) {
///     ForEach(["Matcha latte", "Croissant"], id: \.self) { Text($0) }
/// }
/// ```
/// ```text
/// Matcha latte
///
/// Croissant
/// ```
///
/// SwiftUI: LazyVStack
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// SwiftUI: LazyVStack.init(alignment:spacing:pinnedViews:content:)
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing.map(Points.gapRows) ?? 0
        self.content = content()
    }

    /// SwiftUI: LazyVStack.body
    public var body: Never { fatalError("LazyVStack has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        VStackNode(children: content.makeNodes(context.with(\.stackAxis, .vertical)), spacing: spacing, alignment: alignment)
    }
}

/// Which section headers and footers stay pinned while a lazy stack scrolls; text draws each
/// where it falls.
///
/// SwiftUI: PinnedScrollableViews
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// SwiftUI: PinnedScrollableViews.rawValue
    public let rawValue: UInt32

    /// SwiftUI: PinnedScrollableViews.init(rawValue:)
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// SwiftUI: PinnedScrollableViews.sectionHeaders
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// SwiftUI: PinnedScrollableViews.sectionFooters
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
