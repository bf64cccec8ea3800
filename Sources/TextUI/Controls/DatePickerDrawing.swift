/// A date picker's node in its context's style, with what a screen reader says for it.
struct DatePickerDrawing {
    let label: any LayoutNode
    let date: Date
    let components: DatePickerComponents
    let context: RenderContext

    /// The date's parts in the environment's time zone and language; `nil` when it cannot be
    /// written.
    private var parts: DateText? {
        var parts = DateText(date, secondsFromGMT: context.environment.timeZone.secondsFromGMT(for: date))
        parts?.language = SystemLanguage(context.environment.locale)
        return parts
    }

    /// The shown date and time: `Jan 5, 2025 9:41 AM`, or `date out of range`.
    var shownText: String {
        guard let parts else { return DateText.outOfRange }
        var pieces: [String] = []
        if components.contains(.date) { pieces.append(parts.dateString) }
        if components.contains(.hourMinuteAndSecond) {
            pieces.append(parts.timeString(seconds: true))
        } else if components.contains(.hourAndMinute) {
            pieces.append(parts.timeString())
        }
        return pieces.joined(separator: " ")
    }

    func node() -> any LayoutNode {
        let labelText = context.controls.labelsHidden ? "" : ControlText.plain(label)
        let value = DimmedNode.wrapping(TextNode(shownText, context: context.with(\.lineLimit, 1)), in: context)
        let drawn: any LayoutNode
        switch context.controls.datePickerStyle {
        case .graphical where components.contains(.date):
            var rows: [any LayoutNode] = labelText.isEmpty ? [] : [label]
            guard let parts else {
                drawn = VStackNode(children: rows + [value], alignment: .leading)
                break
            }
            rows.append(DimmedNode.wrapping(MonthGridNode(parts), in: context))
            if components.contains(.hourAndMinute) || components.contains(.hourMinuteAndSecond) {
                let time = TextNode(components.contains(.hourMinuteAndSecond) ? parts.timeString(seconds: true) : parts.timeString(), context: context)
                rows.append(LabeledContentNode(title: TextNode(SystemString.time.text(in: parts.language), context: context), value: DimmedNode.wrapping(time, in: context)))
            }
            drawn = VStackNode(children: rows, alignment: .leading)
        case .wheel:
            let wheel = TextNode("[ \(shownText) ]", context: context.with(\.lineLimit, 1))
            let centered = FrameNode.fillingWidth(DimmedNode.wrapping(wheel, in: context), alignment: .center)
            drawn = labelText.isEmpty ? centered : VStackNode(children: [label, centered], alignment: .leading)
        default:
            drawn = labelText.isEmpty ? value : LabeledContentNode(title: label, value: value)
        }
        let element = AccessibilityElement(label: ControlText.spoken(label), value: shownText, traits: .isButton)
        // The date does not wrap: beside other views the picker keeps its width, as SwiftUI's does.
        let keepsWidth = context.controls.datePickerStyle == .automatic
        let kept = keepsWidth ? KeepsWidthNode(child: drawn, minimumWidth: Line.singleLine(shownText).width) : drawn
        return AccessibilityNode(kept, shape: .element(element))
    }
}

/// A month as a calendar: the month and year, the weekdays, and the days in weeks, the chosen
/// day in brackets. Narrower than the 22 columns it needs, the date on one line.
final class MonthGridNode: LayoutNode {
    let parts: DateText

    init(_ parts: DateText) {
        self.parts = parts
    }

    private static let gridWidth = 22

    func measure(proposedWidth: Int) -> Int {
        min(max(0, proposedWidth), proposedWidth >= Self.gridWidth ? Self.gridWidth : Line.singleLine(parts.dateString).width)
    }

    func draw(width: Int) -> [Line] {
        guard width >= Self.gridWidth else { return [Line.singleLine(parts.dateString).truncated(to: width)] }
        var lines = [Line(parts.monthTitle).aligned(.center, in: Self.gridWidth).trimmingTrailingSpaces()]
        lines.append(Line(" " + parts.weekdaySymbols.joined(separator: " ")))
        let first = parts.firstWeekdayOfMonth
        let count = DateText.daysIn(month: parts.month, year: parts.year)
        var day = 1 - first
        while day <= count {
            var separators = Array(repeating: " ", count: 8)
            var cells: [String] = []
            for column in 0..<7 {
                let shown = day + column
                cells.append(shown >= 1 && shown <= count ? (shown < 10 ? " \(shown)" : "\(shown)") : "  ")
                if shown == parts.day { (separators[column], separators[column + 1]) = ("[", "]") }
            }
            var text = ""
            for column in 0..<7 { text += separators[column] + cells[column] }
            text += separators[7]
            lines.append(Line(text, width: Self.gridWidth).trimmingTrailingSpaces())
            day += 7
        }
        return lines
    }
}
