extension View {
    /// Adds room on the given sides: `length` points, or 16 points when `nil` (SwiftUI's
    /// default). A point is an eighth of a column across and a sixteenth of a row down (see
    /// `Points`), so the default is one empty row above and below and two columns each side.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("OK").padding().border()
    ///     Text("OK").padding(.horizontal, 24).border()
    /// }
    /// ```
    /// ```text
    /// ┌──────┐
    /// │      │
    /// │  OK  │
    /// │      │
    /// └──────┘
    /// ┌────────┐
    /// │   OK   │
    /// └────────┘
    /// ```
    ///
    /// SwiftUI: View.padding(_:_:)
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length ?? 16
        let rows = Points.gapRows(length)
        let columns = Points.gapColumns(length)
        return padding(
            top: edges.contains(.top) ? rows : 0,
            leading: edges.contains(.leading) ? columns : 0,
            bottom: edges.contains(.bottom) ? rows : 0,
            trailing: edges.contains(.trailing) ? columns : 0
        )
    }

    /// Adds `length` points on every side: `padding(8)` is one column each side and no rows
    /// (a row needs 12 points), `padding(16)` one row and two columns.
    ///
    /// ```swift
    /// Text("OK").padding(8).border()
    /// ```
    /// ```text
    /// ┌────┐
    /// │ OK │
    /// └────┘
    /// ```
    ///
    /// SwiftUI: View.padding(_:)
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the room `insets` gives on each side, in points.
    ///
    /// ```swift
    /// Text("OK").padding(EdgeInsets(top: 16, leading: 8, bottom: 0, trailing: 32)).border()
    /// ```
    /// ```text
    /// ┌───────┐
    /// │       │
    /// │ OK    │
    /// └───────┘
    /// ```
    ///
    /// SwiftUI: View.padding(_:)
    public func padding(_ insets: EdgeInsets) -> some View {
        padding(
            top: Points.gapRows(insets.top),
            leading: Points.gapColumns(insets.leading),
            bottom: Points.gapRows(insets.bottom),
            trailing: Points.gapColumns(insets.trailing)
        )
    }

    /// Padding on several views (a `ForEach`, a `Group`) pads each, as SwiftUI's does, and
    /// each stays a child of the enclosing stack.
    private func padding(top: Int, leading: Int, bottom: Int, trailing: Int) -> EachChildModifiedView<Self> {
        EachChildModifiedView(self) { node, _ in
            InsetNode(child: node, top: top, leading: leading, bottom: bottom, trailing: trailing)
        }
    }
}
