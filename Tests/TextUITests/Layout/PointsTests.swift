import Testing
import TextUI

/// SwiftUI's points become cells: 8 points a column, 16 a row, so padding, spacing and frames
/// written for a phone keep their proportions in text.
@MainActor @Suite struct PointsTests {
    @Test func defaultPaddingIsOneRowAndTwoColumns() {
        #expect(Text("OK").padding().border().render() == Text("OK").padding(16).border().render())
        #expect(Text("OK").padding().render(width: 10) == "\n  OK\n")
    }

    @Test(arguments: [(CGFloat(0), ""), (2, " "), (8, " "), (12, "  "), (16, "  "), (24, "   ")])
    func aPositiveHorizontalGapIsAtLeastOneColumn(points: CGFloat, expected: String) {
        #expect(HStack(spacing: points) { Text("a"); Text("b") }.render() == "a\(expected)b")
        #expect(Text("b").padding(.leading, points).render() == "\(expected)b")
    }

    @Test(arguments: [(CGFloat(4), 0), (8, 0), (12, 1), (16, 1), (24, 1), (28, 2), (32, 2)])
    func aVerticalGapBecomesARowFromTwelvePoints(points: CGFloat, rows: Int) {
        let output = VStack(spacing: points) { Text("a"); Text("b") }.render()
        #expect(output == "a\n" + String(repeating: "\n", count: rows) + "b")
        #expect(LazyVStack(spacing: points) { Text("a"); Text("b") }.render() == output)
    }

    @Test func aSizedFrameIsAtLeastOneCell() {
        #expect(Text("x").frame(width: 1, height: 1).render() == "x")
        #expect(Text("OK").frame(width: 48, height: 48).render(width: 20).split(separator: "\n", omittingEmptySubsequences: false).count == 3)
        #expect(Text("OK").frame(width: 48).border().render() == "┌──────┐\n│  OK  │\n└──────┘")
    }

    @Test func frameBoundsAreInPoints() {
        let editor = Text("Bio").frame(minHeight: 80, alignment: .topLeading)
        #expect(editor.render().split(separator: "\n", omittingEmptySubsequences: false).count == 5)
        #expect(Text("合計").frame(maxWidth: 48, alignment: .trailing).render(width: 40) == "  合計")
        #expect(Text("wide").frame(width: 10_000).render(width: 12) == "    wide")
    }

    @Test func edgeInsetsPadEachSide() {
        let padded = Text("OK").padding(EdgeInsets(top: 16, leading: 8, bottom: 32, trailing: 0)).border().render()
        #expect(padded == "┌───┐\n│   │\n│ OK│\n│   │\n│   │\n└───┘")
        #expect(Text("OK").padding(EdgeInsets()).render() == "OK")
    }

    @Test func negativeAndNotANumberSizesCountAsZero() {
        #expect(Text("OK").padding(-16).render() == "OK")
        #expect(Text("OK").frame(width: .nan).render() == "")
        #expect(HStack(spacing: -8) { Text("a"); Text("b") }.render() == "ab")
    }

    @Test func edgeSetsNameTheirSides() {
        #expect(Edge.Set(.top) == .top)
        #expect(Edge.Set.all == [.top, .leading, .bottom, .trailing])
        #expect(Edge.Set.horizontal.contains(.leading) && !Edge.Set.horizontal.contains(.top))
    }
}
