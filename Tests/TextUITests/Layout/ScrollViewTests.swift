import Testing
import TextUI

/// A vertical scroll view draws all its rows; a horizontal one cuts at the width and marks
/// each row it cut.
@MainActor @Suite struct ScrollViewTests {
    private let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    @Test func verticalContentIsDrawnAtFullHeight() {
        let view = ScrollView { VStack(alignment: .leading) { ForEach(days, id: \.self) { Text($0) } } }
        #expect(view.render(width: 3) == days.joined(separator: "\n"))
    }

    @Test func givenAHeightItTakesTheRowsOfferedAndCutsTheRest() {
        let view = ScrollView { VStack { ForEach(days, id: \.self) { Text($0) } } }
        #expect(view.render(width: 3, height: 2) == "Mon\nTue")
        #expect(VStack { Text("Title"); ScrollView { Text("body") } ; Text("Footer") }.render(width: 6, height: 5) == "Title\n body\n\n\nFooter")
    }

    @Test func horizontalContentIsCutAtTheWidthWithAMark() {
        let row = ScrollView(.horizontal) { HStack { ForEach(days, id: \.self) { Text($0) } } }
        #expect(row.render(width: 14) == "Mon Tue Wed T›")
        #expect(row.render(width: 40) == "      Mon Tue Wed Thu Fri Sat Sun")
        #expect(row.render(width: 14, style: .ascii) == "Mon Tue Wed T>")
        #expect(row.render(width: 1) == "M")
    }

    @Test func onlyRowsThatGoOnAreMarked() {
        let cards = ScrollView(.horizontal, showsIndicators: false) {
            HStack(alignment: .top) { Text("Kyoto\n16°"); Text("Nara"); Text("Osaka") }
        }
        #expect(cards.render(width: 12) == "Kyoto Nara ›\n16°")
    }

    @Test func contentThatFillsTheWidthIsNotScrolled() {
        let view = ScrollView(.horizontal) { Text("Kyoto").frame(maxWidth: .infinity, alignment: .leading) }
        #expect(view.render(width: 8) == "Kyoto")
    }

    @Test func aReaderDrawsItsContentAndReadsIt() {
        let view = ScrollViewReader { _ in
            ScrollView { Text("Latest") }.scrollIndicators(.hidden).scrollDisabled(true)
        }
        #expect(view.render(width: 10) == "  Latest")
        #expect(view.accessibilityTranscript() == "Text: Latest")
    }
}
