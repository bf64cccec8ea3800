extension View {
    /// Gives this view a fixed size: `width` columns, `height` rows (either may be left out),
    /// with the view placed inside by `alignment`. Content taller than the frame is cut at the
    /// bottom.
    ///
    /// ```swift
    /// Text("OK").frame(width: 6, height: 3).border()
    /// ```
    /// ```text
    /// ┌──────┐
    /// │      │
    /// │  OK  │
    /// │      │
    /// └──────┘
    /// ```
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            let node = FrameNode(child: content.makeNode(context), alignment: alignment)
            node.width = width
            node.height = height
            return node
        }
    }

    /// Lets this view's frame grow and shrink between bounds; `.infinity` as a maximum takes
    /// all the room offered. Bounds are in columns and rows, rounded down.
    ///
    /// ```swift
    /// Text("合計").frame(maxWidth: .infinity, alignment: .trailing).render(width: 12)
    /// ```
    /// ```text
    ///         合計
    /// ```
    public func frame(
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            let node = FrameNode(child: content.makeNode(context), alignment: alignment)
            node.minWidth = minWidth.map(columns)
            node.maxWidth = maxWidth.map(columns)
            node.minHeight = minHeight.map(columns)
            node.maxHeight = maxHeight.map(columns)
            return node
        }
    }
}

/// A frame bound as a whole number of cells: infinity (and anything too large) as `Int.max`,
/// negatives and NaN as 0.
private func columns(_ value: Double) -> Int {
    guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? .max : 0) }
    return value >= Double(Int.max / 2) ? .max : max(0, Int(value.rounded(.down)))
}
