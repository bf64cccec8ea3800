/// A picker's nodes in the style its context sets, with what a screen reader says for them.
struct PickerDrawing {
    let label: any LayoutNode
    let options: [PickerOption]
    /// The sections the options are grouped in, if any (the options before the first belong to none).
    var sections: [PickerSection] = []
    let shownValue: String?
    let context: RenderContext

    private var labelText: String { context.controls.labelsHidden ? "" : ControlText.plain(label) }
    private var spokenLabel: String? { ControlText.spoken(label) }
    private var selectedText: String { shownValue ?? options.first { $0.isSelected }?.text ?? "" }
    private var selectedSpoken: String { shownValue ?? options.first { $0.isSelected }?.spoken ?? "" }

    func nodes() -> [any LayoutNode] {
        switch context.controls.pickerStyle {
        case .automatic, .menu: [row(marker: context.style.menuMarker)]
        case .navigationLink: [row(marker: context.style.disclosureMarker)]
        case .segmented: [segmented()]
        case .inline: inline()
        case .radioGroup: [radioGroup()]
        case .wheel: [wheel()]
        }
    }

    /// The label, then the chosen option and `marker` at the trailing edge.
    private func row(marker: String) -> any LayoutNode {
        let value = DimmedNode.wrapping(
            TextNode(selectedText.isEmpty ? marker : selectedText + " " + marker, context: context.with(\.lineLimit, 1)), in: context
        )
        let drawn: any LayoutNode = labelText.isEmpty ? value : LabeledContentNode(title: label, value: value)
        let element = AccessibilityElement(label: spokenLabel, value: selectedSpoken, control: .popUpButton)
        return AccessibilityNode(drawn, shape: .element(element))
    }

    /// Every option on one row, the chosen one in brackets, after the label.
    private func segmented() -> any LayoutNode {
        let bar = DimmedNode.wrapping(SegmentedNode(segments: options.map { ($0.text, $0.isSelected) }, style: context.style), in: context)
        let drawn: any LayoutNode = labelText.isEmpty ? bar : LabeledContentNode(title: label, value: bar)
        var elements = labelText.isEmpty ? [] : AccessibilityTree.elements(of: label)
        elements += options.map { AccessibilityElement(label: $0.spoken, traits: $0.isSelected ? [.isButton, .isSelected] : .isButton) }
        return AccessibilityNode(drawn, shape: .elements(elements))
    }

    /// The label's row, then a row per option with `✓` after the chosen one: in a `List`
    /// or `Form`, each its own row, as SwiftUI draws an inline picker there, and the options
    /// of each `Section` a section of the list under its header.
    private func inline() -> [any LayoutNode] {
        let rows: [any LayoutNode] = options.map { option in
            let mark = TextNode(option.isSelected ? context.style.checkmark : "", context: context)
            let element = AccessibilityElement(label: option.spoken, traits: option.isSelected ? [.isButton, .isSelected] : .isButton)
            let row = LabeledContentNode(title: DimmedNode.wrapping(option.node, in: context), value: mark)
            return AccessibilityNode(row, shape: .element(element))
        }
        let loose = rows[..<(sections.first?.options.lowerBound ?? rows.count)]
        var all = (labelText.isEmpty ? [] : [label]) + loose
        for section in sections {
            let grouped = Array(rows[section.options])
            if context.isInList {
                all.append(SectionNode(header: section.header, rows: grouped, footer: nil, style: context.style))
            } else {
                all += (section.header.map { [$0] } ?? []) + grouped
            }
        }
        return context.isInList ? all : [VStackNode(children: all, alignment: .leading)]
    }

    /// The label, then `(●)` or `( )` before each option: a row each, or all on one row
    /// after `horizontalRadioGroupLayout()`.
    private func radioGroup() -> any LayoutNode {
        let rows: [any LayoutNode] = options.map { option in
            let mark = TextNode(option.isSelected ? context.style.radioOn : context.style.radioOff, context: context.with(\.lineLimit, 1))
            let element = AccessibilityElement(label: option.spoken, traits: option.isSelected ? [.isButton, .isSelected] : .isButton)
            let row = DimmedNode.wrapping(HStackNode(children: [mark, option.node], spacing: 1, alignment: .top), in: context)
            return AccessibilityNode(row, shape: .element(element))
        }
        if context.controls.radioGroupIsHorizontal {
            return HStackNode(children: (labelText.isEmpty ? [] : [label]) + rows, spacing: 2, alignment: .top)
        }
        return VStackNode(children: (labelText.isEmpty ? [] : [label]) + rows, alignment: .leading)
    }

    /// The label, then up to two options either side of the chosen one, which is in brackets.
    private func wheel() -> any LayoutNode {
        let chosen = options.firstIndex { $0.isSelected } ?? 0
        let shown = options.indices.filter { abs($0 - chosen) <= 2 }
        let rows: [any LayoutNode] = shown.map { index in
            let option = options[index]
            let text = option.isSelected ? "[ \(option.text) ]" : option.text
            return TextNode(text, context: context.with(\.lineLimit, 1).with(\.textAlignment, .center))
        }
        let wheel = FrameNode.fillingWidth(DimmedNode.wrapping(VStackNode(children: rows, alignment: .center), in: context), alignment: .center)
        let drawn = VStackNode(children: (labelText.isEmpty ? [] : [label]) + [wheel], alignment: .leading)
        let element = AccessibilityElement(label: spokenLabel, value: selectedSpoken, control: .adjustable, actions: SystemString.adjustActions(in: context.environment.locale))
        return AccessibilityNode(drawn, shape: .element(element))
    }
}

/// Segments side by side, `" A │[B]│ C "`; when they do not fit the width, one per row.
final class SegmentedNode: LayoutNode {
    let segments: [Line]

    init(segments: [(text: String, isSelected: Bool)], style: RenderStyle) {
        self.segments = segments.map { segment in
            let text = Line.singleLine(segment.text)
            return segment.isSelected ? Line("[", width: 1) + text + Line("]", width: 1) : .spaces(1) + text + .spaces(1)
        }
        self.separator = Line(String(style.verticalRule), width: 1)
    }

    private let separator: Line

    private var oneRow: Line {
        var row = Line.empty
        for (index, segment) in segments.enumerated() {
            if index > 0 { row.append(separator) }
            row.append(segment)
        }
        return row
    }

    func measure(proposedWidth: Int) -> Int {
        let row = oneRow.trimmingTrailingSpaces()
        if row.width <= proposedWidth { return row.width }
        return min(max(0, proposedWidth), segments.map { $0.trimmingTrailingSpaces().width }.max() ?? 0)
    }

    func draw(width: Int) -> [Line] {
        let row = oneRow.trimmingTrailingSpaces()
        if row.width <= width { return [row] }
        let column = min(width, segments.map { $0.trimmingTrailingSpaces().width }.max() ?? 0)
        return segments.map { $0.truncated(to: column).padded(to: column) }
    }
}
