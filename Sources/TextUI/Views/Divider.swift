/// A thin rule: across the width in a `VStack`, down the row's height in an `HStack`.
///
/// ```swift
/// VStack {
///     Text("上")
///     Divider()
///     Text("下")
/// }.render(width: 12)
/// ```
/// ```text
///      上
/// ────────────
///      下
/// ```
///
/// SwiftUI: struct Divider
public struct Divider: View, PrimitiveView, Sendable {
    /// SwiftUI: Divider.init()
    public init() {}

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("Divider has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        let style = context.style
        return context.stackAxis == .horizontal
            ? RuleNode(glyph: style.verticalRule, isVertical: true)
            : RuleNode(glyph: style.horizontalRule, isVertical: false)
    }
}

/// A rule of one repeated glyph. Horizontal rules fill the width; vertical ones are one column
/// wide and as tall as their row.
final class RuleNode: LayoutNode {
    let glyph: Character
    let isVertical: Bool

    init(glyph: Character, isVertical: Bool) {
        self.glyph = glyph
        self.isVertical = isVertical
    }

    var fillsWidth: Bool { !isVertical }
    var fillsHeight: Bool { isVertical }

    func measure(proposedWidth: Int) -> Int {
        isVertical ? min(1, max(0, proposedWidth)) : max(0, proposedWidth)
    }

    func draw(width: Int) -> [Line] {
        draw(width: width, height: 1)
    }

    func draw(width: Int, height: Int) -> [Line] {
        guard width > 0 else { return Array(repeating: .empty, count: max(0, height)) }
        let row = Line.repeating(glyph, width: isVertical ? 1 : width)
        return isVertical ? Array(repeating: row, count: max(0, height)) : [row].fitted(toHeight: height)
    }
}
