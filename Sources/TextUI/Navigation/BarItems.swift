/// A bar's items fitted to the room one end of the bar gives them, as iOS fits a crowded bar:
/// side by side, one space apart; when they do not all fit, a long item gives way to the others
/// (none takes more than half the room, and it ends in "…"), and the items that still do not
/// fit go to the overflow menu, `⋯` at the end. No item is dropped without that sign.
struct BarItems {
    /// Where the overflow menu's `⋯` goes.
    enum OverflowMark {
        /// At the end of these items, when some do not fit.
        case whenNeeded
        /// At the end of these items, whether or not they all fit: the other end's items overflowed.
        case always
        /// Not here: the items that do not fit go to the menu at the bar's other end.
        case elsewhere
    }

    /// The row the items draw.
    let line: Line
    /// The items in the overflow menu, in the bar's order.
    let overflowed: [any LayoutNode]

    init(_ nodes: [any LayoutNode], width: Int, style: RenderStyle, mark: OverflowMark = .whenNeeded) {
        let room = max(0, width)
        var drawn: [(node: any LayoutNode, line: Line)] = []
        for node in nodes {
            guard let first = node.draw(width: node.measure(proposedWidth: room)).first else { continue }
            drawn.append((node, first.trimmingTrailingSpaces()))
        }
        let whole = drawn.map(\.line)
        let marker = mark == .elsewhere ? Line.empty : Line(style.overflowMarker)
        if mark != .always, whole.count <= 1 || Self.span(whole) <= room {
            // One item alone is cut with "…" rather than hidden behind the menu.
            self.init(line: Self.joined(whole).truncated(to: room, ellipsis: style.ellipsis), overflowed: [])
            return
        }
        let cap = max(1, room / 2)
        let capped = whole.map { $0.truncated(to: min($0.width, cap), ellipsis: style.ellipsis) }
        if mark != .always, Self.span(capped) <= room {
            self.init(line: Self.joined(Self.widened(capped, toward: whole, room: room, style: style)), overflowed: [])
            return
        }
        // As many items as fit before the menu, each at most half the room.
        let menuWidth = marker.width == 0 ? 0 : marker.width + 1
        var count = capped.count
        while count > 0, Self.span(Array(capped[..<count])) + menuWidth > room { count -= 1 }
        let shown = Self.widened(Array(capped[..<count]), toward: whole, room: room - menuWidth, style: style)
        self.init(line: Self.joined(shown + [marker]).truncated(to: room), overflowed: drawn[count...].map(\.node))
    }

    private init(line: Line, overflowed: [any LayoutNode]) {
        self.line = line
        self.overflowed = overflowed
    }

    /// The columns `lines` take one space apart.
    private static func span(_ lines: [Line]) -> Int {
        let shown = lines.filter { $0.width > 0 }
        return shown.reduce(max(0, shown.count - 1)) { $0 + $1.width }
    }

    /// `cut` with the room left over given back to its cut items, first ones first.
    private static func widened(_ cut: [Line], toward whole: [Line], room: Int, style: RenderStyle) -> [Line] {
        var spare = room - span(cut)
        var lines = cut
        for index in lines.indices where spare > 0 && lines[index].width < whole[index].width {
            let width = min(whole[index].width, lines[index].width + spare)
            spare -= width - lines[index].width
            lines[index] = whole[index].truncated(to: width, ellipsis: style.ellipsis)
        }
        return lines
    }

    private static func joined(_ lines: [Line]) -> Line {
        var row = Line.empty
        for line in lines where line.width > 0 {
            row = row.width == 0 ? line : row + .spaces(1) + line
        }
        return row
    }
}

extension RenderStyle {
    /// The overflow menu of a bar too crowded for its items.
    var overflowMarker: String { self == .unicode ? "⋯" : "..." }
}
