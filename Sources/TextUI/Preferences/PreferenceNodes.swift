/// `onPreferenceChange`: laid out and drawn as its content; once the content is drawn (and
/// any ``GeometryReader`` in it has built its views), it tells the current lifecycle recorder
/// the value it read, as `onChange(of:)` does.
final class PreferenceChangeNode: PassThroughNode {
    let child: any LayoutNode
    private let site: LifecycleSite
    private let work: () -> LifecycleWork
    private let recorder: LifecycleRecorder?

    init(content: any LayoutNode, site: LifecycleSite, work: @escaping () -> LifecycleWork) {
        self.child = content
        self.site = site
        self.work = work
        self.recorder = LifecycleRecorder.current
    }

    func draw(width: Int) -> [Line] {
        let lines = child.draw(width: width)
        recorder?.record(self, site: site, work: work)
        return lines
    }

    func draw(width: Int, height: Int) -> [Line] {
        let lines = child.draw(width: width, height: height)
        recorder?.record(self, site: site, work: work)
        return lines
    }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: sized as its content; the layer is
/// made from the value the content sets once the content is drawn, then drawn with it.
final class PreferenceLayerNode: LayoutNode {
    let content: any LayoutNode
    private let layered: (any LayoutNode) -> any LayoutNode
    /// The content with its layer, as last drawn: what a screen reader reads.
    private var lastDrawn: (any LayoutNode)?

    init(content: any LayoutNode, layered: @escaping (any LayoutNode) -> any LayoutNode) {
        self.content = content
        self.layered = layered
    }

    var fillsWidth: Bool { content.fillsWidth }
    var fillsHeight: Bool { content.fillsHeight }
    var readingOrderChildren: [any LayoutNode] { [lastDrawn ?? layered(content)] }
    var minimumWidth: Int { content.minimumWidth }

    func offerPhoneHeight(_ points: Double) { content.offerPhoneHeight(points) }
    func measure(proposedWidth: Int) -> Int { content.measure(proposedWidth: proposedWidth) }

    func draw(width: Int) -> [Line] {
        let drawn = DrawnContent(child: content, width: width, lines: content.draw(width: width))
        let node = layered(drawn)
        lastDrawn = node
        return node.draw(width: width)
    }

    func draw(width: Int, height: Int) -> [Line] {
        let drawn = DrawnContent(child: content, width: width, height: height, lines: content.draw(width: width, height: height))
        let node = layered(drawn)
        lastDrawn = node
        return node.draw(width: width, height: height)
    }
}

/// Content already drawn once (to learn the values it sets) standing in for itself under its
/// layer: asked for the same size again, it hands back those rows instead of drawing twice.
private final class DrawnContent: PassThroughNode {
    let child: any LayoutNode
    private let width: Int
    private let height: Int?
    private let lines: [Line]

    init(child: any LayoutNode, width: Int, height: Int? = nil, lines: [Line]) {
        self.child = child
        self.width = width
        self.height = height
        self.lines = lines
    }

    func draw(width: Int) -> [Line] {
        width == self.width && height == nil ? lines : child.draw(width: width)
    }

    func draw(width: Int, height: Int) -> [Line] {
        width == self.width && height == self.height ? lines : child.draw(width: width, height: height)
    }
}
