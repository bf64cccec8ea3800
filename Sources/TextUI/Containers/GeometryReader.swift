/// A view that hands its content the room it is given, in points: 8 for each column offered
/// and 16 for each row (see ``Points``). It takes the whole width, as SwiftUI's takes all the
/// room proposed; its content is built again for each width it is drawn at, from its top
/// leading corner. With no height given (a screen drawn at its natural height) the proxy's
/// height is 0 and the content takes the rows it needs.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) pt")
/// }
/// .frame(height: 32)
/// .border()
/// .render(width: 24)
/// ```
/// ```text
/// ┌──────────────────────┐
/// │176 × 32 pt           │
/// │                      │
/// └──────────────────────┘
/// ```
///
/// SwiftUI: @frozen struct GeometryReader<Content> where Content : View
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// SwiftUI: GeometryReader.content
    public var content: (GeometryProxy) -> Content

    /// SwiftUI: GeometryReader.init(content:)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("GeometryReader has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let content = content
        // Built again at each size: the preference values of the last build are the ones that count.
        // The content is made when the reader is laid out, after the screen's body was read:
        // it reads the reader's environment, as the `@EnvironmentObject`s it uses do.
        var context = context
        context.preferences = context.preferences?.nested()
        return GeometryReaderNode { [context] proxy in
            context.preferences?.removeAll()
            return EnvironmentValues.with(context.environment) { content(proxy) }.makeNode(context)
        }
    }
}

/// The size a ``GeometryReader`` is given, and where it sits.
///
/// SwiftUI: struct GeometryProxy
public struct GeometryProxy: Sendable {
    /// The room given to the reader: 8 points a column, 16 a row.
    ///
    /// SwiftUI: GeometryProxy.size
    public let size: CGSize

    /// The insets of the safe area; a text screen has none.
    ///
    /// SwiftUI: GeometryProxy.safeAreaInsets
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: at the origin, of ``size``, in every space (text places no view
    /// at a point of the screen).
    ///
    /// SwiftUI: GeometryProxy.frame(in:)
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// Builds the reader's content for each size it is drawn at; the last one is kept for the
/// screen reader (before the reader is drawn, one made 40 columns wide, `render`'s default).
final class GeometryReaderNode: LayoutNode {
    /// Made on the main actor, as every view is; a node is drawn there too.
    private let make: @MainActor (GeometryProxy) -> any LayoutNode
    private var built: (size: CGSize, node: any LayoutNode)?

    init(make: @escaping @MainActor (GeometryProxy) -> any LayoutNode) {
        self.make = make
    }

    var fillsWidth: Bool { true }
    var fillsHeight: Bool { true }
    var readingOrderChildren: [any LayoutNode] { [built?.node ?? content(width: 40, height: 0)] }
    /// The content made for the last size the reader was drawn at, if it was drawn.
    var lastContent: (any LayoutNode)? { built?.node }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    // The rows take the whole width, the content at their start, so no parent centers it.
    func draw(width: Int) -> [Line] {
        content(width: width, height: 0).draw(width: width).map { $0.padded(to: width) }
    }

    func draw(width: Int, height: Int) -> [Line] {
        content(width: width, height: height).draw(width: width, height: height).map { $0.padded(to: width) }
    }

    private func content(width: Int, height: Int) -> any LayoutNode {
        let size = CGSize(width: Double(max(0, width)) * Points.columnWidth, height: Double(max(0, height)) * Points.rowHeight)
        if let built, built.size == size { return built.node }
        let node = MainActor.assumeIsolated { [make] in Made(node: make(GeometryProxy(size: size))) }.node
        built = (size, node)
        return node
    }

    /// A node carried out of the main actor's closure: it was made and is used on the main actor.
    private struct Made: @unchecked Sendable { let node: any LayoutNode }
}
