import Testing
import TextUI

/// Grids line their cells up in columns and never grow past the width.
@MainActor @Suite struct GridTests {
    @Test func columnsAreAsWideAsTheirWidestCellAcrossRows() {
        let grid = Grid(alignment: .leading) {
            GridRow { Text("Tue"); Text("8°"); Text("17°") }
            GridRow { Text("Wednesday"); Text("10°"); Text("4°") }
        }
        #expect(grid.render() == "Tue       8°  17°\nWednesday 10° 4°")
    }

    @Test func alignmentPlacesEveryCellAndAColumnAlignmentWinsInItsColumn() {
        let grid = Grid(alignment: .trailing, horizontalSpacing: 16, verticalSpacing: 16) {
            GridRow { Text("a"); Text("bbb").gridColumnAlignment(.leading) }
            GridRow { Text("ccc"); Text("d") }
        }
        #expect(grid.render() == "  a  bbb\n\nccc  d")
    }

    @Test func rowAlignmentPlacesShorterCells() {
        let grid = Grid {
            GridRow(alignment: .bottom) { Text("1\n2\n3"); Text("x") }
        }
        #expect(grid.render() == "1\n2\n3 x")
    }

    @Test func aViewThatIsNotARowSpansTheGrid() {
        let grid = Grid {
            GridRow { Text("Name"); Text("Aiko") }
            Divider()
            GridRow { Text("Plan"); Text("Pro") }
        }
        #expect(grid.render(width: 40) == "Name Aiko\n─────────\nPlan Pro")
    }

    @Test func aSpanningCellWrapsWithinItsColumns() {
        let grid = Grid(alignment: .leading) {
            GridRow { Text("ab"); Text("cd"); Text("ef") }
            GridRow { Text("wide text").gridCellColumns(2); Text("x") }
        }
        #expect(grid.render() == "ab cd ef\nwide  x\ntext")
    }

    @Test func narrowColumnsKeepTheirWidthAndWideOnesWrap() {
        let grid = Grid(alignment: .leading) {
            GridRow { Text("1"); Text("A very long description of the item") }
        }
        #expect(grid.render(width: 12) == "1 A very long\n  descriptio\n  n of the\n  item" || grid.render(width: 12).split(separator: "\n").allSatisfy { $0.count <= 12 })
        for width in 0...14 {
            #expect(grid.render(width: width).split(separator: "\n").allSatisfy { $0.count <= width })
        }
    }

    @Test func lazyVGridFixedAndFlexibleColumns() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(24)), GridItem(.flexible()), GridItem(.flexible())], alignment: .leading) {
            ForEach(1...6, id: \.self) { Text("\($0)") }
        }
        #expect(grid.render(width: 15) == "1   2     3\n4   5     6")
    }

    @Test func lazyVGridAdaptiveMakesAsManyColumnsAsFit() {
        let photos = LazyVGrid(columns: [GridItem(.adaptive(minimum: 40), spacing: 8)]) {
            ForEach(1...7, id: \.self) { Text("[\($0)]") }
        }
        let wide = photos.render(width: 20).split(separator: "\n")
        #expect(wide.count == 3 && wide[0].split(separator: " ").count == 3)
        let narrow = photos.render(width: 8).split(separator: "\n")
        #expect(narrow.count == 7)
    }

    @Test func lazyHGridFillsColumnByColumn() {
        let grid = LazyHGrid(rows: [GridItem(), GridItem(), GridItem()], spacing: 16) {
            ForEach(1...7, id: \.self) { Text("\($0)") }
        }
        #expect(grid.render() == "1  4  7\n2  5\n3  6")
    }

    @Test func gridsAreReadCellByCell() {
        let grid = Grid {
            GridRow { Text("Tue"); Text("17°") }
        }
        #expect(grid.accessibilityTranscript() == "Text: Tue\nText: 17°")
        #expect(LazyVGrid(columns: [GridItem()]) { Text("a"); Text("b") }.accessibilityTranscript() == "Text: a\nText: b")
    }
}
