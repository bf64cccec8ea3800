/// A child with empty rows above and below and empty columns on each side. When the width is
/// too small for the side columns, they shrink before the child does.
final class InsetNode: LayoutNode {
    let child: any LayoutNode
    let top, leading, bottom, trailing: Int

    init(child: any LayoutNode, top: Int, leading: Int, bottom: Int, trailing: Int) {
        self.child = child
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    var fillsWidth: Bool { child.fillsWidth }
    var fillsHeight: Bool { child.fillsHeight }
    var minimumWidth: Int { child.minimumWidth == 0 ? 0 : child.minimumWidth + leading + trailing }

    /// The side columns that fit in `width`, leaving the child at least one column, or the
    /// fewest it shows in (a text kept on one line) where the width holds them.
    private func sides(_ width: Int) -> (leading: Int, trailing: Int) {
        let room = max(0, width - max(1, child.minimumWidth))
        let leading = min(self.leading, room)
        return (leading, min(trailing, room - leading))
    }

    /// A phone proposes the padded view's height less the padding above and below it: the
    /// rows drawn there, 16 points each.
    func offerPhoneHeight(_ points: Double) {
        child.offerPhoneHeight(points - Double(top + bottom) * Points.rowHeight)
    }

    func measure(proposedWidth: Int) -> Int {
        let (leading, trailing) = sides(proposedWidth)
        return min(max(0, proposedWidth), child.measure(proposedWidth: proposedWidth - leading - trailing) + leading + trailing)
    }

    func draw(width: Int) -> [Line] {
        let (leading, trailing) = sides(width)
        return inset(child.draw(width: max(0, width - leading - trailing)), leading: leading, trailing: trailing)
    }

    func draw(width: Int, height: Int) -> [Line] {
        guard child.fillsHeight else { return draw(width: width).fitted(toHeight: height) }
        let (leading, trailing) = sides(width)
        let inner = child.draw(width: max(0, width - leading - trailing), height: max(0, height - top - bottom))
        return inset(inner, leading: leading, trailing: trailing).fitted(toHeight: height)
    }

    private func inset(_ lines: [Line], leading: Int, trailing: Int) -> [Line] {
        let rowWidth = lines.blockWidth + leading + trailing
        let blank = Line.spaces(rowWidth)
        var result = Array(repeating: blank, count: top)
        result.reserveCapacity(top + lines.count + bottom)
        for line in lines {
            result.append((.spaces(leading) + line).padded(to: rowWidth))
        }
        result.append(contentsOf: repeatElement(blank, count: bottom))
        return result
    }
}
