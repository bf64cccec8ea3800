/// A screen: its navigation bar (back button and leading items, centered title, trailing
/// items; a principal item of several rows, such as a title over a subtitle, adds its rows
/// under them), a large title and a search field when the screen has them, a heavy rule, the
/// content, then the bottom bar (a light rule and its items) when there is one. Content
/// that does not fill the screen (a lone text, a loading screen's `ProgressView`) is centered
/// in the room between the bars.
///
/// Items at each end may run up to a centered title; the title gets what is between them.
/// Items and title cut for room end in "…"; items that do not fit at all go to an overflow
/// menu, `⋯`. With nothing to show, there is no bar.
final class ScreenNode: LayoutNode {
    let bar: NavigationBarContent
    let content: any LayoutNode
    let style: RenderStyle
    /// The bar items the last drawing put in the overflow menu (`⋯`) for want of room.
    private(set) var overflowed: Set<ObjectIdentifier> = []

    init(bar: NavigationBarContent, content: any LayoutNode, style: RenderStyle) {
        self.bar = bar
        self.content = Self.placed(content)
        self.style = style
    }

    /// `content` placed as a phone places a screen's content; under an alert, a dialog or a
    /// sheet, the screen beneath is placed and the presentation drawn over it, so the screen
    /// does not move when something is presented.
    private static func placed(_ content: any LayoutNode) -> any LayoutNode {
        guard let presentation = CarriedPresentationsNode.presentations(in: content).first else { return centered(content) }
        presentation.base = centered(presentation.base)
        return content
    }

    /// `content` in the middle of the room under the bar, as a phone centers a screen's content
    /// that does not fill the screen (a lone text, a few lines, a `ProgressView`): across the
    /// width and, given a height, down, unless it grows into the height (a `Spacer` in a
    /// `VStack`), which keeps the top. Content that fills the width (a list, a form, a scroll
    /// view, a frame as wide as offered) fills the screen from the top, as it did.
    private static func centered(_ content: any LayoutNode) -> any LayoutNode {
        guard !content.fillsWidth else { return content }
        let frame = FrameNode(child: content, alignment: Alignment(horizontal: .center, vertical: content.fillsHeight ? .top : .center))
        frame.maxWidth = .max
        frame.maxHeight = .max
        return frame
    }

    var fillsWidth: Bool { !bar.isEmpty || content.fillsWidth }
    var fillsHeight: Bool { true }

    func measure(proposedWidth: Int) -> Int {
        bar.isEmpty ? content.measure(proposedWidth: proposedWidth) : max(0, proposedWidth)
    }

    /// The content is proposed the room less the bars a phone draws (see ``PhoneBars``).
    func offerPhoneHeight(_ points: Double) {
        content.offerPhoneHeight(points - PhoneBars.height(of: bar))
    }

    func draw(width: Int) -> [Line] {
        topRows(width: width) + content.draw(width: width) + bottomRows(width: width)
    }

    func draw(width: Int, height: Int) -> [Line] {
        let top = topRows(width: width)
        let bottom = bottomRows(width: width)
        let room = max(0, height - top.count - bottom.count)
        return (top + content.draw(width: width, height: room) + bottom).fitted(toHeight: height)
    }

    /// The back button's text: "‹ " and the title of the screen beneath, "‹ Back" when that
    /// does not fit a third of the width, "‹" when nothing else does.
    func backButton(width: Int) -> Line? {
        guard bar.showsBackButton else { return nil }
        let chevron = style.backChevron
        for title in [bar.backTitle ?? bar.backWord, bar.backWord] where !title.isEmpty {
            let line = Line.singleLine("\(chevron) \(title)")
            if line.width <= width { return line }
        }
        return Line.singleLine(chevron)
    }

    private func topRows(width: Int) -> [Line] {
        overflowed = []
        guard bar.hasTopBar, width > 0 else { return [] }
        var rows: [Line] = []
        let isLarge = bar.titleDisplayMode == .large
        let menuMark = bar.hasTitleMenu ? (style == .unicode ? " ▾" : " v") : ""
        let title = bar.title.map { $0 + menuMark }
        let inlineTitle = isLarge ? nil : title
        let hasItemRow = bar.showsBackButton || !bar.leading.isEmpty || !bar.trailing.isEmpty
            || !bar.principal.isEmpty || inlineTitle != nil
        if hasItemRow {
            let principal = bar.principal.isEmpty ? [Line.singleLine(inlineTitle ?? "")] : principalRows(width: width)
            let middle = principal[0]
            // The trailing end may run up to a centered title (at least a third of the width),
            // across an empty middle, or across the whole bar when nothing else is on it. With
            // nothing at the leading end, it may push the title off centre, as a phone slides
            // a title left of a wide button rather than cutting the button short.
            let leadingIsEmpty = bar.leading.isEmpty && !bar.showsBackButton
            let side = middle.width > 0
                ? max(width / 3, (width - middle.width) / 2 - 1, leadingIsEmpty ? width - middle.width - 2 : 0)
                : leadingIsEmpty ? width : width / 2
            var trailing = BarItems(bar.trailing, width: side, style: style)
            var leading = leadingEnd(middle: middle, trailing: trailing.line, width: width)
            // Leading items that do not fit go to the overflow menu at the trailing end.
            if !leading.overflowed.isEmpty && trailing.overflowed.isEmpty {
                trailing = BarItems(bar.trailing, width: side, style: style, mark: .always)
                leading = leadingEnd(middle: middle, trailing: trailing.line, width: width)
            }
            overflowed.formUnion((leading.overflowed + trailing.overflowed).map { ObjectIdentifier($0) })
            rows.append(row(leading: leading.line, middle: middle, trailing: trailing.line, width: width))
            rows += principal.dropFirst().map { row(leading: .empty, middle: $0, trailing: .empty, width: width) }
        }
        if !isLarge, bar.principal.isEmpty, let subtitle = bar.subtitle {
            rows.append(row(leading: .empty, middle: Line.singleLine(subtitle), trailing: .empty, width: width))
        }
        if isLarge, let title {
            rows.append(Line.singleLine(title).truncated(to: width, ellipsis: style.ellipsis))
        }
        if isLarge, let subtitle = bar.subtitle {
            rows.append(Line.singleLine(subtitle).truncated(to: width, ellipsis: style.ellipsis))
        }
        if let search = bar.search {
            let glyph = SymbolTable.glyph(for: "magnifyingglass", style: style)
            rows += FieldNode(content: "\(glyph) \(search.shown)", style: style).draw(width: width)
            if search.isActive {
                rows += bar.searchScopes?.draw(width: width) ?? []
                rows += bar.searchSuggestions?.draw(width: width) ?? []
            }
        }
        rows.append(.repeating(style.heavyRule, width: width))
        return rows
    }

    /// The back button, then the leading items, in the room up to a centered `middle` (or up to
    /// `trailing` across an empty middle); the items that do not fit are returned as overflowed.
    private func leadingEnd(middle: Line, trailing: Line, width: Int) -> (line: Line, overflowed: [any LayoutNode]) {
        // With nothing at the trailing end, the leading items may push the title off centre.
        let room = middle.width == 0
            ? width - trailing.width - (trailing.width > 0 ? 1 : 0)
            : max(width / 3, (width - middle.width) / 2 - 1, trailing.width == 0 ? width - middle.width - 2 : 0)
        let back = backButton(width: room) ?? .empty
        let items = BarItems(bar.leading, width: room - back.width - (back.width > 0 ? 1 : 0), style: style, mark: .elsewhere)
        let line = back.width == 0 ? items.line : items.line.width == 0 ? back : back + .spaces(1) + items.line
        return (line.truncated(to: max(0, room), ellipsis: style.ellipsis), items.overflowed)
    }

    private func bottomRows(width: Int) -> [Line] {
        guard bar.hasBottomBar, width > 0 else { return [] }
        let row: Line
        if bar.status.isEmpty {
            let stack = HStackNode(children: bar.bottom, spacing: 1, alignment: .top)
            row = (stack.draw(width: width).first ?? .empty).truncated(to: width, ellipsis: style.ellipsis)
        } else {
            // Items after a `Spacer()` go to the trailing end, the status between.
            let split = bar.bottom.firstIndex { $0 is SpacerNode } ?? bar.bottom.count
            let after = bar.bottom[split...].filter { !($0 is SpacerNode) }
            let parts = [Array(bar.bottom[..<split]), bar.status, after].enumerated().map { index, nodes in
                BarItems(nodes, width: index == 1 ? width : width / 3, style: style)
            }
            overflowed.formUnion(parts.flatMap(\.overflowed).map { ObjectIdentifier($0) })
            row = self.row(leading: parts[0].line, middle: parts[1].line, trailing: parts[2].line, width: width)
        }
        return [.repeating(style.horizontalRule, width: width), row]
    }

    /// `leading` at the start, `trailing` at the end and `middle` centered in the room between
    /// them (nudged off center rather than overlapping), cut with "…" when it does not fit.
    private func row(leading: Line, middle: Line, trailing: Line, width: Int) -> Line {
        let roomStart = leading.width + (leading.width > 0 ? 1 : 0)
        let roomEnd = width - trailing.width - (trailing.width > 0 ? 1 : 0)
        // No room at all: the title is not drawn, not even one that takes no columns (a
        // direction mark), which would otherwise be placed past the width.
        guard roomEnd > roomStart else { return leading.padded(to: width - trailing.width) + trailing }
        let title = middle.truncated(to: max(0, roomEnd - roomStart), ellipsis: style.ellipsis)
        let centered = (width - title.width) / 2
        let titleStart = max(roomStart, min(centered, roomEnd - title.width))
        var row = leading.padded(to: titleStart) + title
        row = row.padded(to: width - trailing.width) + trailing
        return row
    }

    /// The principal items: several side by side on one row, or one item's own rows, each
    /// centered (a title over a subtitle, as a `VStack` in `.principal` shows them).
    private func principalRows(width: Int) -> [Line] {
        guard bar.principal.count == 1, let node = bar.principal.first else {
            let items = BarItems(bar.principal, width: width, style: style)
            overflowed.formUnion(items.overflowed.map { ObjectIdentifier($0) })
            return [items.line]
        }
        let lines = node.draw(width: node.measure(proposedWidth: width)).map { $0.trimmingTrailingSpaces() }
        return lines.isEmpty ? [.empty] : lines.map { $0.truncated(to: width, ellipsis: style.ellipsis) }
    }
}

extension RenderStyle {
    /// The chevron of a back button.
    var backChevron: String { self == .unicode ? "‹" : "<" }
    /// The chevron at the end of a navigation link's row.
    var disclosureChevron: String { self == .unicode ? "›" : ">" }
}
