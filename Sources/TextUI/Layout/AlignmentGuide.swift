import Foundation

/// A view's size and its alignment guides, which an `alignmentGuide` closure reads to say where
/// a guide sits: `d[.leading]`, `d.width / 2`. Measured in points: 8 to a column, 16 to a row.
///
/// SwiftUI: struct ViewDimensions
public struct ViewDimensions: Equatable, Sendable {
    /// SwiftUI: ViewDimensions.width
    public let width: CGFloat
    /// SwiftUI: ViewDimensions.height
    public let height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Where `guide` sits across the view: 0 at the leading edge, `width` at the trailing one.
    ///
    /// SwiftUI: subscript(guide: HorizontalAlignment) -> CGFloat { get }
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// Where `guide` sits down the view: 0 at the top, `height` at the bottom.
    ///
    /// SwiftUI: subscript(guide: VerticalAlignment) -> CGFloat { get }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom: height
        }
    }

    /// Where `guide` sits when the view sets it explicitly; no TextUI view does.
    ///
    /// SwiftUI: subscript(explicit guide: HorizontalAlignment) -> CGFloat? { get }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// Where `guide` sits when the view sets it explicitly; no TextUI view does.
    ///
    /// SwiftUI: subscript(explicit guide: VerticalAlignment) -> CGFloat? { get }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
    /// Moves this view's `g` guide to where `computeValue` says. `HStack` and `VStack` lay their
    /// children out at their standard guides, so there the view is drawn where it would be
    /// without this (most often `.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }`,
    /// which a text row's full-width separator has no use for). A `ZStack` aligned by the guide
    /// lines its layers up by it, as SwiftUI does (the tag "flow layouts" apps build this way
    /// wrap into rows); an ``View/overlay(alignment:content:)`` honours it too: a layer whose
    /// leading guide is moved past its trailing edge sits beside the view, in a margin the view
    /// gives it, as SwiftUI draws it in the space beside the view.
    ///
    /// ```swift
    /// Text("Aiko").overlay(alignment: .leading) {
    ///     Image(systemName: "star.fill").alignmentGuide(.leading) { $0[.trailing] + 4 }
    /// }
    /// ```
    /// ```text
    /// ★ Aiko
    /// ```
    ///
    /// SwiftUI: func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        ModifiedView(self) { content, context in
            AlignmentGuideNode.wrapping(content.makeNode(context)) { $0.horizontal = (g, computeValue) }
        }
    }

    /// Moves this view's `g` guide to where `computeValue` says; honoured by an overlay, as the
    /// `HorizontalAlignment` form is (a layer whose top guide is moved below its bottom sits
    /// above the view).
    ///
    /// SwiftUI: func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        ModifiedView(self) { content, context in
            AlignmentGuideNode.wrapping(content.makeNode(context)) { $0.vertical = (g, computeValue) }
        }
    }
}

/// A view with a guide of its own: laid out and drawn as its child, with the place an overlay
/// lines it up by.
final class AlignmentGuideNode: PassThroughNode {
    let child: any LayoutNode
    var horizontal: (guide: HorizontalAlignment, value: (ViewDimensions) -> CGFloat)?
    var vertical: (guide: VerticalAlignment, value: (ViewDimensions) -> CGFloat)?

    init(child: any LayoutNode) {
        self.child = child
    }

    /// `node` with `change` made: to `node` itself when it already sets a guide, so chained
    /// guides stay one node.
    static func wrapping(_ node: any LayoutNode, _ change: (AlignmentGuideNode) -> Void) -> any LayoutNode {
        let guided = node as? AlignmentGuideNode ?? AlignmentGuideNode(child: node)
        change(guided)
        return guided
    }

    /// The column at which this view's `guide` sits when it is `width` columns by `height`
    /// rows, if the view moved that guide.
    func column(of guide: HorizontalAlignment, width: Int, height: Int) -> Int? {
        guard let horizontal, horizontal.guide == guide else { return nil }
        let points = horizontal.value(ViewDimensions(width: CGFloat(width) * Points.columnWidth, height: CGFloat(height) * Points.rowHeight))
        return Self.cells(points / Points.columnWidth)
    }

    /// The row at which this view's `guide` sits, if the view moved that guide.
    func row(of guide: VerticalAlignment, width: Int, height: Int) -> Int? {
        guard let vertical, vertical.guide == guide else { return nil }
        let points = vertical.value(ViewDimensions(width: CGFloat(width) * Points.columnWidth, height: CGFloat(height) * Points.rowHeight))
        return Self.cells(points / Points.rowHeight)
    }

    /// A guide's place in whole cells, halves rounded away from zero, so a 4-point gap beside
    /// the view is a blank column; within ±1,000.
    private static func cells(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        return Int(max(-1_000, min(1_000, value.rounded(.toNearestOrAwayFromZero))))
    }
}
