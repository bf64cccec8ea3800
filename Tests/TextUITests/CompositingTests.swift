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
}
