extension View {
    /// Asks for this view's ideal size. Text already lays out at its ideal size and never
    /// wider than the width drawn at, so it is drawn as it was.
    ///
    /// ```swift
    /// HStack { Text("Quantity"); Spacer(); Text("2").fixedSize() }.render(width: 14)
    /// ```
    /// ```text
    /// Quantity     2
    /// ```
    ///
    /// SwiftUI: View.fixedSize()
    public func fixedSize() -> some View { self }

    /// SwiftUI: View.fixedSize(horizontal:vertical:)
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }

    /// Gives this view's width first call in a horizontal stack: a child with a higher
    /// priority gets its ideal width before the others share what is left (each keeps a few
    /// columns, so none is dropped).
    ///
    /// ```swift
    /// HStack {
    ///     Text("Order #2291 has shipped").layoutPriority(1)
    ///     Text("Arrives Tuesday")
    /// }.render(width: 32)
    /// ```
    /// ```text
    /// Order #2291 has shipped Arrives
    ///                         Tuesday
    /// ```
    ///
    /// SwiftUI: View.layoutPriority(_:)
    public func layoutPriority(_ value: Double) -> some View {
        ModifiedView(self) { content, context in
            PriorityNode(child: content.makeNode(context), priority: value)
        }
    }
}

/// A child with a layout priority, which ``HStackNode`` serves in order.
final class PriorityNode: PassThroughNode {
    let child: any LayoutNode
    let priority: Double

    init(child: any LayoutNode, priority: Double) {
        self.child = child
        self.priority = priority
    }
}
