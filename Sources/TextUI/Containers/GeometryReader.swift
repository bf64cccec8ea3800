/// A view that hands its content the room it is given, in points: 8 for each column offered
/// and 16 for each row (see ``Points``). It takes the whole width, as SwiftUI's takes all the
/// room proposed; its content is built again for each width it is drawn at, from its top
/// leading corner.
///
/// Given a height (a frame's, `render(width:height:)`'s), it reads that height. In a drawing
/// with none (a preview at its natural height), it reads what a phone would propose to it:
/// a screen's content is ``GeometryReaderNode/phoneContentHeight``, 759 points (an iPhone
/// 15's 852 less its 59-point status bar and 34-point home indicator), handed down less what
/// the views around the reader take — a navigation stack's bar (44 points, and 52 more for
/// a large title), a tab bar's 49, the rows of padding above and below, the rows of the fixed
/// views beside it in a stack (the rest shared evenly among the views that grow: readers,
/// spacers). So `.frame(height: proxy.size.height * 0.3)` is 14 rows at the root and 12 in a
/// navigation stack under a large title, as a phone shows about a third of the screen. In a
/// scroll view or a list, which propose no height, it reads 0 and its content takes the rows
/// it needs, as SwiftUI's reader takes its minimum there.
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
/// Below a header, under padding, drawn with no height, it reads a phone's 759 points less
/// the padding's row and the header's, 16 points each:
///
/// ```swift
/// VStack(spacing: 0) {
///     Text("Today")
///     GeometryReader { proxy in
///         Text("\(Int(proxy.size.height)) pt")
///     }
/// }
/// .padding(.top)
/// .render(width: 24)
/// ```
/// ```text
///
///          Today
/// 727 pt
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
    /// The height, in points, the proxy reads when the reader is drawn with no height: 0, or
    /// what a phone would propose to it in a drawing with none (``offerPhoneHeight(_:)``).
    var unsizedHeight = 0.0

    /// The points of height a phone gives a screen's content: an iPhone 15's 852 (UIKit's
    /// `UIScreen.main.bounds`) less its safe area, 59 points at the top and 34 at the bottom.
    static let phoneContentHeight = 852.0 - 59 - 34

    init(make: @escaping @MainActor (GeometryProxy) -> any LayoutNode) {
        self.make = make
    }

    var fillsWidth: Bool { true }
    var fillsHeight: Bool { true }
    var readingOrderChildren: [any LayoutNode] { [built?.node ?? content(width: 40, height: 0)] }
    /// The content made for the last size the reader was drawn at, if it was drawn.
    var lastContent: (any LayoutNode)? { built?.node }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    /// The reader reads the points a phone proposes to it, and proposes them to its content,
    /// as SwiftUI's reader proposes its size (a reader inside a reader reads the outer's).
    func offerPhoneHeight(_ points: Double) {
        unsizedHeight = max(0, points)
    }

    // The rows take the whole width, the content at their start, so no parent centers it.
    func draw(width: Int) -> [Line] {
        let content = content(width: width, points: unsizedHeight)
        if unsizedHeight > 0 { content.offerPhoneHeight(unsizedHeight) }
        return content.draw(width: width).map { $0.padded(to: width) }
    }

    func draw(width: Int, height: Int) -> [Line] {
        content(width: width, height: height).draw(width: width, height: height).map { $0.padded(to: width) }
    }

    private func content(width: Int, height: Int) -> any LayoutNode {
        content(width: width, points: Double(max(0, height)) * Points.rowHeight)
    }

    private func content(width: Int, points height: Double) -> any LayoutNode {
        let size = CGSize(width: Double(max(0, width)) * Points.columnWidth, height: height)
        if let built, built.size == size { return built.node }
        let node = MainActor.assumeIsolated { [make] in Made(node: make(GeometryProxy(size: size))) }.node
        built = (size, node)
        return node
    }

    /// A node carried out of the main actor's closure: it was made and is used on the main actor.
    private struct Made: @unchecked Sendable { let node: any LayoutNode }
}
