/// A chart's rows drawn in the width it is given: labels in one column, bars scaled so the
/// largest fills the room left beside the labels and values, sparklines one glyph a point.
/// Like Apple's, the chart takes the whole width offered: every row is padded to it, so a frame
/// or a row that centres its content never shifts one row against another.
final class ChartNode: LayoutNode {
    let rows: ChartRows

    init(rows: ChartRows) {
        self.rows = rows
    }

    var fillsWidth: Bool { !rows.rows.isEmpty }

    func measure(proposedWidth: Int) -> Int { rows.rows.isEmpty ? 0 : max(0, proposedWidth) }

    private static let levels = Array("▁▂▃▄▅▆▇█")

    func draw(width: Int) -> [Line] {
        var labelWidth = 0, valueWidth = 0, largest = 0.0
        for row in rows.rows {
            switch row {
            case let .bar(label, _, end, value):
                labelWidth = max(labelWidth, label.width)
                valueWidth = max(valueWidth, value.width)
                largest = max(largest, end)
            case let .sparkline(label, _, _):
                labelWidth = max(labelWidth, label.width)
            case .rule:
                break
            }
        }
        labelWidth = min(labelWidth, width / 2)
        return rows.rows.map { row(for: $0, width: width, labelWidth: labelWidth, valueWidth: valueWidth, largest: largest).padded(to: width) }
    }

    private func row(for row: ChartRows.Row, width: Int, labelWidth: Int, valueWidth: Int, largest: Double) -> Line {
        switch row {
        case let .bar(label, start, end, value):
            let room = width - labelWidth - valueWidth - 2
            guard room >= 1 else { return (label.truncated(to: labelWidth, ellipsis: "…") + Line(" ") + value).truncated(to: width) }
            let scale = largest > 0 ? Double(room) / largest : 0
            let lead = Int((max(0, start) * scale).rounded(.down))
            let reach = min(room, Int((max(0, end) * scale).rounded()))
            let filled = max(0, reach - lead)
            return label.truncated(to: labelWidth, ellipsis: "…").padded(to: labelWidth) + Line(" ")
                + .spaces(lead) + .repeating("█", width: filled) + .spaces(room - lead - filled)
                + Line(" ") + value.aligned(.trailing, in: valueWidth)
        case let .sparkline(label, values, range):
            let room = width - labelWidth - range.width - 2
            guard room >= 1, !values.isEmpty else { return (label.truncated(to: labelWidth, ellipsis: "…") + Line(" ") + range).truncated(to: width) }
            let shown = values.count <= room ? values : (0..<room).map { values[$0 * values.count / room] }
            let low = values.min() ?? 0, high = values.max() ?? 0
            let glyphs = shown.map { value -> Character in
                guard high > low else { return Self.levels[0] }
                return Self.levels[Int(((value - low) / (high - low) * Double(Self.levels.count - 1)).rounded())]
            }
            return label.truncated(to: labelWidth, ellipsis: "…").padded(to: labelWidth) + Line(" ")
                + Line(String(glyphs), width: glyphs.count) + Line(" ") + range
        case let .rule(line):
            return line.truncated(to: width, ellipsis: "…")
        }
    }
}
