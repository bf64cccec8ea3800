/// Views one below another.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 1) {
///     Text("Email")
///     Text("taro@example.com")
/// }
/// ```
/// ```text
/// Email
///
/// taro@example.com
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    /// - Parameters:
    ///   - alignment: where narrower children sit; centered by default, as in SwiftUI.
    ///   - spacing: empty lines between children (0 by default).
    public init(alignment: HorizontalAlignment = .center, spacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("VStack has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        StackNode(axis: .vertical, children: content.makeNodes(context), spacing: spacing, alignment: alignment)
    }
}

/// Views side by side; a `Spacer` between them pushes them apart.
///
/// ```swift
/// HStack {
///     Text("合計")
///     Spacer()
///     Text("¥1,200")
/// }.render(width: 16)
/// ```
/// ```text
/// 合計      ¥1,200
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Int
    let content: Content

    /// - Parameters:
    ///   - alignment: where shorter children sit; centered by default.
    ///   - spacing: columns between children (1 by default).
    public init(alignment: VerticalAlignment = .center, spacing: Int = 1, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { fatalError("HStack has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        StackNode(axis: .horizontal, children: content.makeNodes(context), spacing: spacing, verticalAlignment: alignment)
    }
}

/// Empty room that grows: in an `HStack` it takes the width the others leave; in a `VStack`
/// it takes `minLength` empty lines.
public struct Spacer: View, PrimitiveView {
    let minLength: Int

    public init(minLength: Int = 0) {
        self.minLength = max(0, minLength)
    }

    public var body: Never { fatalError("Spacer has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        SpacerNode(minLength: minLength)
    }
}

struct SpacerNode: LayoutNode {
    let minLength: Int
    var fillsWidth: Bool { true }
    func measure(proposedWidth: Int) -> Int { min(minLength, proposedWidth) }
    func draw(width: Int) -> [Line] { Array(repeating: .empty, count: minLength) }
}
