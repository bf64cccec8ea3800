@testable import TextUI
import Testing

@MainActor
@Suite struct CompositingTests {
    @Test func anOverlayReplacesTheColumnsItCovers() {
        #expect(Line("abcdefgh").overlaid(with: Line("XY"), at: 3).text == "abcXYfgh")
    }

    @Test func aWideCharacterCutByTheLeftEdgeBecomesASpace() {
        let line = Line("日本語").overlaid(with: Line("X"), at: 1)
        #expect(line.text == " X本語")
        #expect(line.width == 6)
    }

    @Test func aWideCharacterCutByTheRightEdgeBecomesASpace() {
        let line = Line("日本語").overlaid(with: Line("X"), at: 2)
        #expect(line.text == "日X 語")
        #expect(line.width == 6)
    }

    @Test func aShortLineIsPaddedOutToTheOverlay() {
        #expect(Line("ab").overlaid(with: Line("X"), at: 5).text == "ab   X")
    }

    @Test func aZStackLayerHidesWhatIsUnderItUpToItsLastVisibleCharacter() {
        let view = ZStack(alignment: .topLeading) {
            Text("日本語日本語")
            Text(" X")
        }
        #expect(view.render(width: 20) == " X本語日本語")
    }

    @Test func anAlertEdgeCuttingWideTextLeavesSpaces() {
        let row = String(repeating: "日本語", count: 7)
        let view = Text([row, row, row, row, row, row].joined(separator: "\n"))
            .alert("A", isPresented: .constant(true)) {}
        #expect(view.render(width: 43) == """
            日 ╭──────────────────────────────────╮ 語
            日 │                A                 │ 語
            日 ├──────────────────────────────────┤ 語
            日 │                OK                │ 語
            日 ╰──────────────────────────────────╯ 語
            日本語日本語日本語日本語日本語日本語日本語
            """)
    }

    @Test func aLayerCoversWithItsWordsAndBoxesNotItsBlankColumns() {
        #expect(Line("ab cd   ef").drawnRuns().map { "\($0.column):\($0.line.text)" } == ["0:ab cd", "8:ef"])
        #expect(Line("  │   x   │  ").drawnRuns().map { "\($0.column):\($0.line.text)" } == ["2:│   x   │"])
        #expect(Line("│ a │ │ b │  c").drawnRuns().map { "\($0.column):\($0.line.text)" } == ["0:│ a │ │ b │", "13:c"])
        #expect(Line("[ OK ]").drawnRuns().map { "\($0.column):\($0.line.text)" } == ["0:[ OK ]"])
        #expect(Line("    ").drawnRuns().isEmpty)
    }

    @Test func buttonsOverACentredTitleLeaveItShowingBetweenThem() {
        let bar = ZStack {
            HStack { Spacer(); Text("Settings"); Spacer() }
            HStack { Button("Cancel") {}; Spacer(); Button("Save") {} }
        }
        #expect(bar.render(width: 40) == "[ Cancel ]      Settings        [ Save ]")
    }

    @Test func aBackgroundShowsThroughTheGapsOfTheViewInFront() {
        let row = HStack { Text("Tue"); Spacer(); Text("17°") }
            .frame(width: 160)
            .background { Text("Sunny") }
        #expect(row.render(width: 20) == "Tue    Sunny     17°")
    }
}
