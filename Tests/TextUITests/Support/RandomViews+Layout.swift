import TextUI

/// The layout vocabulary in random view trees: scroll views, lazy stacks, grids, shapes,
/// colours, backgrounds and the effects that draw nothing.
extension RandomViews {
    private static let sizes: [CGFloat] = [0, 1, 4, 8, 12, 16, 24, 44, 80, 200, 10_000, .infinity]

    private mutating func size() -> CGFloat { random.pick(Self.sizes) }

    mutating func layoutLeaf() -> AnyView {
        switch random.int(0...7) {
        case 0: return AnyView(Circle().fill(random.chance(50) ? Color.blue : Color.clear).frame(width: size(), height: size()))
        case 1: return AnyView(RoundedRectangle(cornerRadius: 8).stroke(.gray).frame(width: size(), height: size()))
        case 2: return AnyView(Capsule().fill(.green).frame(height: size()))
        case 3: return AnyView(Color.yellow.frame(height: random.chance(50) ? size() : nil))
        case 4: return AnyView(Text(random.pick(Corpus.strings)).textCase(random.chance(50) ? .uppercase : .lowercase))
        case 5: return AnyView(Text(Double(random.int(-99_999...99_999)) / 10, format: .number))
        case 6: return AnyView(Text(random.pick(Corpus.strings)).bold() + Text(random.pick(Corpus.strings)).italic())
        default: return AnyView(GridRow { Text(random.pick(Corpus.strings)); Text(random.pick(Corpus.strings)) })
        }
    }

    mutating func layoutContainer(_ items: [AnyView]) -> AnyView {
        let content = ForEach(items.indices, id: \.self) { items[$0] }
        switch random.int(0...6) {
        case 0: return AnyView(ScrollView { content })
        case 1: return AnyView(ScrollView(.horizontal) { HStack { content } })
        case 2: return AnyView(LazyVStack(alignment: .leading, spacing: size()) { content })
        case 3:
            let spans = (0..<random.int(1...4)).map { _ in random.int(1...2) }
            let (horizontal, vertical) = (size(), size())
            return AnyView(Grid(alignment: .leading, horizontalSpacing: horizontal, verticalSpacing: vertical) {
                GridRow { content }
                Divider()
                GridRow { ForEach(spans.indices, id: \.self) { Text("\($0)").gridCellColumns(spans[$0]) } }
            })
        case 4: return AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: size())), GridItem(.fixed(size()))]) { content })
        case 5: return AnyView(LazyHGrid(rows: [GridItem(), GridItem()], spacing: size()) { content })
        default: return AnyView(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible(minimum: size()))], spacing: size()) { content })
        }
    }

    mutating func layoutModified(_ view: AnyView, layer: AnyView) -> AnyView {
        switch random.int(0...7) {
        case 0: return AnyView(view.background(RoundedRectangle(cornerRadius: 12).stroke(.secondary)))
        case 1: return AnyView(view.overlay(alignment: .topTrailing) { layer })
        case 2: return AnyView(view.background(alignment: .bottomLeading) { layer })
        case 3: return AnyView(view.safeAreaInset(edge: random.chance(50) ? .top : .bottom, spacing: size()) { layer })
        case 4: return AnyView(view.padding(EdgeInsets(top: size(), leading: size(), bottom: size(), trailing: size())))
        case 5: return AnyView(view.opacity(random.chance(50) ? 0 : 1).shadow(radius: 3).clipShape(Capsule()))
        case 6: return AnyView(view.layoutPriority(Double(random.int(-1...2))))
        default: return AnyView(view.frame(minWidth: size(), maxWidth: size(), minHeight: size(), maxHeight: size(), alignment: .bottomTrailing))
        }
    }
}
