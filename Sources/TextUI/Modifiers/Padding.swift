extension View {
    /// Adds room around this view: one empty row above and below and two columns each side
    /// (a character cell is about twice as tall as it is wide, so this looks even).
    ///
    /// ```swift
    /// Text("OK").padding().border()
    /// ```
    /// ```text
    /// ┌──────┐
    /// │      │
    /// │  OK  │
    /// │      │
    /// └──────┘
    /// ```
    public func padding() -> ModifiedView<Self> {
        padding(top: 1, leading: 2, bottom: 1, trailing: 2)
    }

    /// Adds `length` empty rows or columns on the given sides.
    ///
    /// ```swift
    /// Text("OK").padding(.horizontal, 3).border()
    /// ```
    /// ```text
    /// ┌────────┐
    /// │   OK   │
    /// └────────┘
    /// ```
    public func padding(_ edges: Edge.Set, _ length: Int = 1) -> ModifiedView<Self> {
        let length = max(0, length)
        return padding(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    /// Adds `length` empty rows above and below and `length` columns each side.
    ///
    /// ```swift
    /// Text("OK").padding(1).border()
    /// ```
    /// ```text
    /// ┌────┐
    /// │    │
    /// │ OK │
    /// │    │
    /// └────┘
    /// ```
    public func padding(_ length: Int) -> ModifiedView<Self> {
        padding(.all, length)
    }

    private func padding(top: Int, leading: Int, bottom: Int, trailing: Int) -> ModifiedView<Self> {
        ModifiedView(self) { content, context in
            InsetNode(child: content.makeNode(context), top: top, leading: leading, bottom: bottom, trailing: trailing)
        }
    }
}
