/// Rows of cells lined up in columns: each column as wide as its widest cell, the cells
/// placed by `alignment` (or their column's ``View/gridColumnAlignment(_:)``). A view in the
/// grid that is not a ``GridRow`` (a `Divider`) spans every column. When the columns do not
/// fit the width, the narrowest keep their width and the wider ones wrap.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Tue"); Image(systemName: "star.fill"); Text("8°"); Text("17°") }
///     Divider()
///     GridRow { Text("Wed"); Text("—"); Text("10°"); Text("14°").gridColumnAlignment(.trailing) }
///     GridRow { Text("Average of the week").gridCellColumns(3); Text("15°") }
/// }
/// ```
/// ```text
/// Tue  ★  8°   17°
/// ────────────────
/// Wed  —  10°  14°
/// Average of   15°
/// the week
/// ```
///
/// SwiftUI: Grid
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: Int
    let verticalSpacing: Int
    let content: Content

    /// SwiftUI: Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map(Points.gapColumns) ?? 1
        self.verticalSpacing = verticalSpacing.map(Points.gapRows) ?? 0
        self.content = content()
    }

    /// SwiftUI: Grid.body
    public var body: Never { fatalError("Grid has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        GridNode(
            children: content.makeNodes(context.with(\.stackAxis, .vertical)), alignment: alignment,
            horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing
        )
    }
}

/// A row of a ``Grid``: each view in it is a cell. Outside a grid, the views sit side by side
/// as in an `HStack`.
///
/// ```swift
/// GridRow { Text("Humidity"); Text("62%") }
/// ```
/// ```text
/// Humidity 62%
/// ```
///
/// SwiftUI: GridRow
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// SwiftUI: GridRow.init(alignment:content:)
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// SwiftUI: GridRow.body
    public var body: Never { fatalError("GridRow has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        GridRowNode(cells: content.makeNodes(context.with(\.stackAxis, .horizontal)), alignment: alignment)
    }
}

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns: at least one, and at most 1,000,
    /// as many as the widest drawing has.
    ///
    /// SwiftUI: View.gridCellColumns(_:)
    public func gridCellColumns(_ count: Int) -> some View {
        ModifiedView(self) { content, context in
            let columns = min(max(1, count), RenderLimits.columns.upperBound)
            return GridCellNode(child: content.makeNode(context), columns: columns, columnAlignment: nil)
        }
    }

    /// Places every cell of this cell's column by `guide`.
    ///
    /// SwiftUI: View.gridColumnAlignment(_:)
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        ModifiedView(self) { content, context in
            GridCellNode(child: content.makeNode(context), columns: nil, columnAlignment: guide)
        }
    }

    /// Places this cell by `anchor`; drawn by the column's alignment in text.
    ///
    /// SwiftUI: View.gridCellAnchor(_:)
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }

    /// Lets this cell take no room of its own along `axes` (a `Color` filling a gap): it does
    /// not widen its column.
    ///
    /// SwiftUI: View.gridCellUnsizedAxes(_:)
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        ModifiedView(self) { content, context in
            let node = content.makeNode(context)
            return axes.contains(.horizontal) ? UnsizedNode(child: node) : node
        }
    }
}
