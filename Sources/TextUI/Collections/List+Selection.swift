extension SectionNode {
    /// This section with each row whose tag is in `selection` marked: "✓" at the row's end, and
    /// the selected trait for a screen reader.
    func markingSelected(_ selection: Set<AnyHashable>, style: RenderStyle) -> SectionNode {
        guard !selection.isEmpty else { return self }
        let marked = rows.map { row -> any LayoutNode in
            guard let tagged = row as? TagNode, selection.contains(tagged.tag) else { return row }
            let check = TextNode(style == .unicode ? "✓" : "v", context: RenderContext(style: style).with(\.lineLimit, 1))
            // The mark is read as the selected trait, not as text.
            let mark = AccessibilityNode.wrapping(check) { $0.isHidden = true }
            let drawn = HStackNode(children: [row, SpacerNode(minLength: 1, axis: .horizontal), mark], spacing: 0, alignment: .top)
            return AccessibilityNode.wrapping(drawn) { $0.addedTraits.insert(.isSelected) }
        }
        return SectionNode(header: header, rows: marked, footer: footer, style: style)
    }
}
