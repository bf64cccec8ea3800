extension View {
    /// Pins `content` to the top or bottom of this view, which keeps the rest: drawn after it
    /// at the bottom, before it at the top. Given a height (a screen's), the content sits on
    /// the last (or first) rows and this view takes the rows between.
    ///
    /// ```swift
    /// List { Text("Matcha latte") }
    ///     .safeAreaInset(edge: .bottom) { Button("Check out") {} }
    ///     .render(width: 20, height: 5)
    /// ```
    /// ```text
    /// ╭──────────────────╮
    /// │ Matcha latte     │
    /// ╰──────────────────╯
    ///
    ///    [ Check out ]
    /// ```
    ///
    /// SwiftUI: View.safeAreaInset(edge:alignment:spacing:content:)
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return ModifiedView(self) { base, context in
            SafeAreaInsetNode(
                base: base.makeNode(context), inset: inset.makeNode(context.with(\.stackAxis, .vertical)),
                atTop: edge == .top, spacing: spacing.map(Points.gapRows) ?? 0, alignment: alignment
            )
        }
    }

    /// Pins `content` to the leading or trailing side of this view: drawn beside it.
    ///
    /// ```swift
    /// Text("Map").safeAreaInset(edge: .trailing) { Text("⊕") }
    /// ```
    /// ```text
    /// Map ⊕
    /// ```
    ///
    /// SwiftUI: View.safeAreaInset(edge:alignment:spacing:content:)
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return ModifiedView(self) { base, context in
            let sideways = context.with(\.stackAxis, .horizontal)
            let nodes = [base.makeNode(sideways), inset.makeNode(sideways)]
            return HStackNode(
                children: edge == .leading ? nodes.reversed() : nodes,
                spacing: spacing.map(Points.gapColumns) ?? 1, alignment: alignment
            )
        }
    }

    /// Lets this view reach under the bars and the keyboard; text has no safe area, so it is
    /// drawn as it was.
    ///
    /// SwiftUI: View.ignoresSafeArea(_:edges:)
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// SwiftUI: View.edgesIgnoringSafeArea(_:)
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// The parts of a screen kept clear of content: the bars and the keyboard.
///
/// SwiftUI: SafeAreaRegions
public struct SafeAreaRegions: OptionSet, Sendable {
    /// SwiftUI: SafeAreaRegions.rawValue
    public let rawValue: UInt

    /// SwiftUI: SafeAreaRegions.init(rawValue:)
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// SwiftUI: SafeAreaRegions.container
    public static let container = SafeAreaRegions(rawValue: 1)
    /// SwiftUI: SafeAreaRegions.keyboard
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// SwiftUI: SafeAreaRegions.all
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A view with content pinned above or below it.
final class SafeAreaInsetNode: LayoutNode {
    let base: any LayoutNode
    let inset: any LayoutNode
    let atTop: Bool
    let spacing: Int
    let alignment: HorizontalAlignment

    init(base: any LayoutNode, inset: any LayoutNode, atTop: Bool, spacing: Int, alignment: HorizontalAlignment) {
        (self.base, self.inset, self.atTop, self.spacing, self.alignment) = (base, inset, atTop, spacing, alignment)
    }

    var fillsWidth: Bool { true }
    var fillsHeight: Bool { true }
    var readingOrderChildren: [any LayoutNode] { atTop ? [inset, base] : [base, inset] }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        stack(base.draw(width: width), width: width)
    }

    func draw(width: Int, height: Int) -> [Line] {
        let insetRows = pinned(width: width)
        let room = max(0, height - insetRows.count - spacing)
        let body = base.draw(width: width, height: room)
        return stack(body, insetRows: insetRows, width: width).fitted(toHeight: height)
    }

    /// The inset's rows placed as one block: a stack that centres a button under a full-width
    /// one has already placed it, so only the block as a whole is aligned, never each row.
    private func pinned(width: Int) -> [Line] {
        let rows = inset.draw(width: width)
        let blockWidth = rows.blockWidth
        return rows.map { $0.padded(to: blockWidth).aligned(alignment, in: width) }
    }

    private func stack(_ body: [Line], insetRows: [Line]? = nil, width: Int) -> [Line] {
        let rows = insetRows ?? pinned(width: width)
        let gap = Array(repeating: Line.empty, count: spacing)
        return atTop ? rows + gap + body : body + gap + rows
    }
}

extension View {
    /// Insets the safe area by `length` on `edges` (16 points when `nil`): the content, such
    /// as a scroll view's rows, is drawn inset as ``padding(_:_:)`` insets it.
    ///
    /// ```swift
    /// ScrollView { Text("Episodes") }.safeAreaPadding(.horizontal).render(width: 14)
    /// ```
    /// ```text
    ///    Episodes
    /// ```
    ///
    /// SwiftUI: View.safeAreaPadding(_:_:)
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// SwiftUI: View.safeAreaPadding(_:) (CGFloat)
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }

    /// SwiftUI: View.safeAreaPadding(_:) (EdgeInsets)
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }
}
