import Testing
import TextUI

/// Spans, limits and grid shapes a view takes never trap: an empty set of grid rows, a span
/// of `Int.max`, a line limit of `Int.max` or a range below zero each draw something sensible.
@MainActor
@Suite struct NumberSafetyTests {
    @Test func aLazyHGridWithNoRowsLaysItsViewsOutInOneRow() {
        #expect(LazyHGrid(rows: []) { Text("a"); Text("b") }.render() == "a b")
        #expect(LazyHGrid(rows: []) { Text("a"); Text("b") }.render() == LazyHGrid(rows: [GridItem()]) { Text("a"); Text("b") }.render())
    }

    @Test func aLazyVGridWithNoColumnsLaysItsViewsOutInOneColumn() {
        let empty = LazyVGrid(columns: [], alignment: .leading) { Text("a"); Text("b") }
        #expect(empty.render() == "a\nb")
        #expect(empty.render() == LazyVGrid(columns: [GridItem()], alignment: .leading) { Text("a"); Text("b") }.render())
    }

    @Test(arguments: [Int.max, 1_000_000_000, 5_000])
    func aCellSpanningMoreColumnsThanADrawingHasSpansOneThousand(span: Int) {
        let grid = Grid { GridRow { Text("wide").gridCellColumns(span); Text("b") } }
        let thousand = Grid { GridRow { Text("wide").gridCellColumns(1_000); Text("b") } }
        #expect(grid.render() == thousand.render())
        // A thousand columns leave no room for the gaps between them.
        #expect(grid.render() == "wideb")
    }

    @Test func aCellSpanOfZeroOrLessSpansOneColumn() {
        let grid = Grid { GridRow { Text("a").gridCellColumns(Int.min); Text("b").gridCellColumns(0) } }
        #expect(grid.render() == "a b")
    }

    @Test func aLineLimitOfIntMaxThatReservesSpaceKeepsAtMostOneThousandRows() {
        let reserved = Text("a").lineLimit(Int.max, reservesSpace: true).render()
        #expect(reserved == "a" + String(repeating: "\n", count: 999))
        #expect(Text("a").lineLimit(Int.min, reservesSpace: true).render() == "a")
    }

    @Test func aLineLimitRangeBelowOneDrawsOneLineAndOneUpToIntMaxDrawsAll() {
        let text = Text("one\ntwo\nthree")
        #expect(text.lineLimit((-5)...(-1)).render() == "one…")
        #expect(text.lineLimit((-5)..<0).render() == "one…")
        #expect(text.lineLimit(...Int.max).render() == "one\ntwo\nthree")
        #expect(text.lineLimit(Int.min...Int.max).render() == "one\ntwo\nthree")
        #expect(text.lineLimit(Int.max...).render() == "one\ntwo\nthree")
        #expect(text.lineLimit(...2).render() == "one\ntwo…")
    }
}
