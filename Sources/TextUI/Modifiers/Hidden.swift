extension View {
    /// Hides this view but keeps its room: it is laid out as before and drawn as blanks.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     HStack { Image(systemName: "checkmark"); Text("急須") }
    ///     HStack { Image(systemName: "checkmark").hidden(); Text("湯呑み") }
    /// }.render()
    /// ```
    /// ```text
    /// ✓ 急須
    ///   湯呑み
    /// ```
    ///
    /// SwiftUI: func hidden() -> some View
    public func hidden() -> ModifiedView<Self> {
        ModifiedView(self) { content, context in HiddenNode(content.makeNode(context)) }
    }
}

/// A node laid out as its content and drawn as spaces of the same widths. A screen reader
/// skips it, unless it is only faint (`opacity(0.01)`), which VoiceOver still reads.
final class HiddenNode: LayoutNode {
    let content: any LayoutNode
    let isRead: Bool

    init(_ content: any LayoutNode, isRead: Bool = false) {
        self.content = content
        self.isRead = isRead
    }

    var fillsWidth: Bool { content.fillsWidth }
    var fillsHeight: Bool { content.fillsHeight }

    func offerPhoneHeight(_ points: Double) { content.offerPhoneHeight(points) }
    func measure(proposedWidth: Int) -> Int { content.measure(proposedWidth: proposedWidth) }

    func draw(width: Int) -> [Line] {
        content.draw(width: width).map { .spaces($0.width) }
    }

    func draw(width: Int, height: Int) -> [Line] {
        content.draw(width: width, height: height).map { .spaces($0.width) }
    }
}
