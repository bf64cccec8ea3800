extension View {
    /// Gives this view a fixed size in points (either may be left out), with the view placed
    /// inside by `alignment`. A positive size is at least one cell; content taller than the
    /// frame is cut at the bottom, and no frame is wider than the width drawn at.
    ///
    /// ```swift
    /// Text("OK").frame(width: 48, height: 48).border()
    /// ```
    /// ```text
    /// ┌──────┐
    /// │      │
    /// │  OK  │
    /// │      │
    /// └──────┘
    /// ```
    ///
    /// SwiftUI: View.frame(width:height:alignment:)
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        ModifiedView(self) { content, context in
            let node = FrameNode(child: content.makeNode(context), alignment: alignment)
            node.width = width.map(Points.columns)
            node.height = height.map(Points.rows)
            return node
        }
    }

    /// Lets this view's frame grow and shrink between bounds in points; `.infinity` as a
    /// maximum takes all the room offered. The ideal sizes have no meaning in text and are
    /// accepted.
    ///
    /// ```swift
    /// Text("合計").frame(maxWidth: .infinity, alignment: .trailing).render(width: 12)
    /// ```
    /// ```text
    ///         合計
    /// ```
    ///
    /// SwiftUI: View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        ModifiedView(self) { content, context in
            let node = FrameNode(child: content.makeNode(context), alignment: alignment)
            node.minWidth = minWidth.map(Points.columns)
            node.maxWidth = maxWidth.map(Points.maxColumns)
            node.minHeight = minHeight.map(Points.rows)
            node.maxHeight = maxHeight.map(Points.maxRows)
            return node
        }
    }
}
