import Foundation

/// A view kept at a width-to-height ratio. A view with rows of its own (text, a symbol, a
/// stack) is drawn as it was: a cell's shape is fixed, so text is not stretched. A view that
/// takes whatever height it is given — a shape or colour, a video's thumbnail placeholder —
/// takes the rows its width gives at that ratio, as a phone gives it that height.
final class AspectRatioNode: PassThroughNode {
    let child: any LayoutNode
    /// Width over height, in points; `nil` keeps the content's own proportions.
    let ratio: Double?

    init(child: any LayoutNode, ratio: Double?) {
        self.child = child
        self.ratio = ratio
    }

    func draw(width: Int) -> [Line] {
        guard child.fillsHeight, let ratio, ratio > 0, ratio.isFinite, width > 0 else { return child.draw(width: width) }
        return child.draw(width: width, height: Points.rows(Double(width) * Points.columnWidth / ratio))
    }
}

extension AspectRatioNode {
    /// The ratio a `CGSize` gives: width over height, `nil` when either is not positive.
    static func ratio(of size: CGSize) -> Double? {
        size.width > 0 && size.height > 0 ? Double(size.width / size.height) : nil
    }
}
