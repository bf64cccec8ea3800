extension View {
    /// Draws `content` over this view, placed by `alignment` inside this view's size; rows of
    /// the overlay that fall below this view are dropped — unless this view shows nothing (an
    /// empty list), when the overlay shows whole, as the content it stands in for, or is a list
    /// with no rows, when the overlay shows whole under its section headers. A stroked shape
    /// draws its box around this view instead (see ``Shape``).
    ///
    /// ```swift
    /// List { EmptyView() }
    ///     .frame(height: 48)
    ///     .overlay { Text("まだありません") }
    ///     .render(width: 18)
    /// ```
    /// ```text
    ///
    ///   まだありません
    ///
    /// ```
    ///
    /// SwiftUI: View.overlay(alignment:content:)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, isOverlay: true)
    }

    /// Draws `overlay` over this view (SwiftUI's older form, still common).
    ///
    /// ```swift
    /// Text("Inbox").padding(.trailing, 16)
    ///     .overlay(Circle().fill(.red).frame(width: 8, height: 8), alignment: .topTrailing)
    /// ```
    /// ```text
    /// Inbox ●
    /// ```
    ///
    /// SwiftUI: View.overlay(_:alignment:)
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        layered(overlay, alignment: alignment, isOverlay: true)
    }

    /// Paints `style` over this view; paint has no mark in text, so this draws the view as it
    /// was.
    ///
    /// SwiftUI: View.overlay(_:ignoresSafeAreaEdges:)
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        self
    }

    /// Paints `style` in `shape` over this view; drawn as the view was.
    ///
    /// SwiftUI: View.overlay(_:in:fillStyle:)
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        self
    }

    /// This view with `layer` drawn over or under it.
    func layered<Layer: View>(_ layer: Layer, alignment: Alignment, isOverlay: Bool) -> ModifiedView<Self> {
        ModifiedView(self) { base, context in
            Layers.node(base: base.makeNode(context), layer: layer.makeNode(context.asLayer), alignment: alignment, isOverlay: isOverlay)
        }
    }
}

/// How a view and a layer over or under it (`overlay`, `background`) are drawn together.
enum Layers {
    static func node(base: any LayoutNode, layer: any LayoutNode, alignment: Alignment, isOverlay: Bool) -> any LayoutNode {
        if let box = ShapeLayer.surroundingBox(of: layer) {
            return BorderNode(child: base, glyphs: box)
        }
        // A fill the size of the view (a tint over it, a pill behind it) is paint; behind the
        // view, any fill is, with clear shapes over it too. Sized over it, a fill is a mark
        // (a badge's dot).
        if isOverlay ? ShapeNode.isFill(layer) && layer is ShapeNode : ShapeLayer.isPaint(layer) {
            return base
        }
        if isOverlay {
            return OverlayNode(base: base, overlay: layer, alignment: alignment)
        }
        return BackgroundNode(base: base, background: layer, alignment: alignment)
    }
}

/// A base with a layer over it; the base alone decides the size, unless the layer moves its
/// own alignment guide to sit beside the base (see ``View/alignmentGuide(_:computeValue:)``):
/// then the base leaves it room on that side.
final class OverlayNode: LayoutNode {
    let base: any LayoutNode
    let overlay: any LayoutNode
    let alignment: Alignment

    init(base: any LayoutNode, overlay: any LayoutNode, alignment: Alignment) {
        self.base = base
        self.overlay = overlay
        self.alignment = alignment
    }

    var fillsWidth: Bool { base.fillsWidth }
    var fillsHeight: Bool { base.fillsHeight }

    /// The overlay, when it moves the guide it is aligned by.
    private var guided: AlignmentGuideNode? {
        guard let guided = overlay as? AlignmentGuideNode,
              guided.horizontal?.guide == alignment.horizontal || guided.vertical?.guide == alignment.vertical else { return nil }
        return guided
    }

    /// The base is proposed the room; the overlay takes the base's size, so it is drawn at it.
    func offerPhoneHeight(_ points: Double) { base.offerPhoneHeight(points) }

    func measure(proposedWidth: Int) -> Int {
        guard guided != nil else { return base.measure(proposedWidth: proposedWidth) }
        let margins = self.margins(width: proposedWidth)
        let inner = base.measure(proposedWidth: max(0, proposedWidth - margins.left - margins.right))
        return min(max(0, proposedWidth), inner + margins.left + margins.right)
    }

    func draw(width: Int) -> [Line] {
        guard guided != nil else { return compose(base.draw(width: width), width: width) }
        let margins = self.margins(width: width)
        let inner = max(0, width - margins.left - margins.right)
        return compose(base.draw(width: inner), width: inner, shift: margins.left)
    }

    func draw(width: Int, height: Int) -> [Line] {
        guard guided != nil else { return compose(base.draw(width: width, height: height), width: width) }
        let margins = self.margins(width: width)
        let inner = max(0, width - margins.left - margins.right)
        return compose(base.draw(width: inner, height: height), width: inner, shift: margins.left).fitted(toHeight: height)
    }

    /// The columns a guided overlay takes beside the base, on the left and the right, when the
    /// whole is `width` wide.
    private func margins(width: Int) -> (left: Int, right: Int) {
        guard let guided else { return (0, 0) }
        let room = base.fillsWidth ? max(0, width) : base.measure(proposedWidth: width)
        let layerWidth = overlay.measure(proposedWidth: width)
        let layerRows = overlay.draw(width: layerWidth).count
        guard let guide = guided.column(of: alignment.horizontal, width: layerWidth, height: layerRows) else { return (0, 0) }
        let left = alignment.horizontal.guideColumn(in: room) - guide
        return (max(0, -left), max(0, left + layerWidth - room))
    }

    private func compose(_ rows: [Line], width: Int, shift: Int = 0) -> [Line] {
        var rows = rows
        let room = base.fillsWidth ? width : min(width, max(rows.blockWidth, base.measure(proposedWidth: width)))
        // A layer that grows (a shape, a colour) is given the base's rows, as SwiftUI sizes it;
        // over a base with no rows at all (a colour with no height proposed, which fills a
        // phone's screen), it takes the rows it needs, as over the screen.
        let layer = overlay.fillsHeight && !rows.isEmpty ? overlay.draw(width: room, height: rows.count) : overlay.draw(width: room)
        // Over a base that shows nothing (an empty list), the layer is the content: all of it shows.
        if layer.count > rows.count, rows.allSatisfy({ $0.width == 0 }) {
            rows += Array(repeating: .empty, count: layer.count - rows.count)
        } else if layer.count > rows.count, let list = base.throughPassThroughs as? any SectionsNode, list.sections.allSatisfy(\.rows.isEmpty) {
            // A list with no rows shows only its section headers; SwiftUI's list fills the
            // screen, the layer in its middle, so the layer shows whole, under the headers.
            let top = rows.count + 1
            rows += Array(repeating: .empty, count: layer.count + 1)
            rows.composite(layer, left: alignment.horizontal.offset(of: layer.blockWidth, in: room), top: top)
            return rows
        }
        var left = alignment.horizontal.offset(of: layer.blockWidth, in: room)
        var top = alignment.vertical.offset(of: layer.count, in: rows.count)
        if let guided {
            if let guide = guided.column(of: alignment.horizontal, width: layer.blockWidth, height: layer.count) {
                left = alignment.horizontal.guideColumn(in: room) - guide
            }
            if let guide = guided.row(of: alignment.vertical, width: layer.blockWidth, height: layer.count) {
                top = alignment.vertical.guideRow(in: rows.count) - guide
                // A layer moved above or below the base gets rows of its own there.
                if top < 0 { rows = Array(repeating: .empty, count: -top) + rows; top = 0 }
                if top + layer.count > rows.count { rows += Array(repeating: .empty, count: top + layer.count - rows.count) }
            }
        }
        if shift > 0 {
            rows = rows.map { $0.width == 0 ? $0 : .spaces(shift) + $0 }
            left += shift
        }
        rows.composite(layer, left: max(0, left), top: top)
        return rows
    }
}

extension HorizontalAlignment {
    /// The column of this guide across something `room` columns wide.
    func guideColumn(in room: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: room / 2
        case .trailing: room
        }
    }
}

extension VerticalAlignment {
    /// The row of this guide down something `rows` tall.
    func guideRow(in rows: Int) -> Int {
        switch self {
        case .top: 0
        case .center: rows / 2
        case .bottom: rows
        }
    }
}
