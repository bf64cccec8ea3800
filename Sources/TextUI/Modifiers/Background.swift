extension View {
    /// Draws `content` behind this view, placed by `alignment` inside this view's size: this
    /// view is drawn over it, so text behind shows only where this view leaves blank cells. A
    /// stroked shape draws its box around this view (see ``Shape``); a colour or a filled shape
    /// draws nothing.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Forecast").padding(8).background { RoundedRectangle(cornerRadius: 12).stroke(.gray) }
    ///     Text("Tue").frame(width: 96, alignment: .leading).background(alignment: .trailing) { Text("Sunny") }
    /// }
    /// ```
    /// ```text
    /// ╭──────────╮
    /// │ Forecast │
    /// ╰──────────╯
    /// Tue    Sunny
    /// ```
    ///
    /// SwiftUI: View.background(alignment:content:)
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, isOverlay: false)
    }

    /// Draws `background` behind this view (SwiftUI's older form, still common):
    /// `.background(RoundedRectangle(cornerRadius: 12).stroke(.secondary))` boxes the view.
    ///
    /// ```swift
    /// Text("Grid").padding().background(RoundedRectangle(cornerRadius: 12).stroke(.secondary))
    /// ```
    /// ```text
    /// ╭────────╮
    /// │        │
    /// │  Grid  │
    /// │        │
    /// ╰────────╯
    /// ```
    ///
    /// SwiftUI: View.background(_:alignment:)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layered(background, alignment: alignment, isOverlay: false)
    }

    /// Paints `style` behind this view; paint has no mark in text, so this draws the view as
    /// it was.
    ///
    /// ```swift
    /// Label("You are offline", systemImage: "exclamationmark.triangle").padding(8).background(Color.yellow.opacity(0.3))
    /// ```
    /// ```text
    ///  ⚠ You are offline
    /// ```
    ///
    /// SwiftUI: View.background(_:ignoresSafeAreaEdges:)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        self
    }

    /// Paints the background style behind this view; drawn as the view was.
    ///
    /// SwiftUI: View.background(ignoresSafeAreaEdges:)
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        self
    }

    /// Paints `style` in `shape` behind this view (a pill, a card); drawn as the view was.
    ///
    /// SwiftUI: View.background(_:in:fillStyle:)
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        self
    }

    /// Paints the background style in `shape` behind this view; drawn as the view was.
    ///
    /// SwiftUI: View.background(in:fillStyle:)
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        self
    }
}

/// A base with a layer under it: the base decides the size and is drawn over the layer.
final class BackgroundNode: LayoutNode {
    let base: any LayoutNode
    let background: any LayoutNode
    let alignment: Alignment

    init(base: any LayoutNode, background: any LayoutNode, alignment: Alignment) {
        self.base = base
        self.background = background
        self.alignment = alignment
    }

    var fillsWidth: Bool { base.fillsWidth }
    var fillsHeight: Bool { base.fillsHeight }
    var readingOrderChildren: [any LayoutNode] { [background, base] }

    /// The base is proposed the room; the layer takes the base's size, so it is drawn at it.
    func offerPhoneHeight(_ points: Double) { base.offerPhoneHeight(points) }

    func measure(proposedWidth: Int) -> Int {
        base.measure(proposedWidth: proposedWidth)
    }

    func draw(width: Int) -> [Line] {
        compose(base.draw(width: width), width: width)
    }

    func draw(width: Int, height: Int) -> [Line] {
        compose(base.draw(width: width, height: height), width: width)
    }

    private func compose(_ front: [Line], width: Int) -> [Line] {
        let room = base.fillsWidth ? width : min(width, max(front.blockWidth, base.measure(proposedWidth: width)))
        let layer = background.fillsHeight ? background.draw(width: room, height: front.count) : background.draw(width: room)
        var rows = Array(repeating: Line.empty, count: front.count)
        let left = alignment.horizontal.offset(of: layer.blockWidth, in: room)
        let top = alignment.vertical.offset(of: layer.count, in: front.count)
        rows.composite(layer, left: left, top: top)
        rows.composite(front, left: 0, top: 0)
        // Each row keeps the view's width, its trailing blanks too: a box around it (a card's
        // border) is as wide as the view, and what is centred in the view stays centred.
        for index in rows.indices where rows[index].width < front[index].width {
            rows[index] = rows[index].padded(to: front[index].width)
        }
        return rows
    }
}
