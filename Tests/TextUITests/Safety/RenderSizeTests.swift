import Testing
@testable import TextUI

/// A size given to `render` is clamped where it enters: 1 to 1,000 columns and 0 to 10,000
/// rows (`RenderLimits`), so no size a caller passes can trap or allocate without bound.
@MainActor
@Suite struct RenderSizeTests {
    @Test func aWidthPastOneThousandColumnsDrawsAtOneThousand() {
        #expect(Text("hello").render(width: Int.max) == "hello")
        let ruled = VStack(alignment: .leading) { Text("hello"); Divider() }.render(width: Int.max)
        #expect(ruled == "hello\n" + String(repeating: "─", count: 1_000))
        #expect(Divider().render(width: 1_001) == Divider().render(width: 1_000))
    }

    @Test func aWidthBelowOneColumnDrawsNothing() {
        #expect(Text("ab").render(width: Int.min) == "")
        #expect(VStack { Text("ab"); Divider() }.render(width: -3).split(separator: "\n").isEmpty)
    }

    @Test func aHeightPastTenThousandRowsDrawsTenThousand() {
        let tall = VStack(alignment: .leading) { Text("top"); Spacer(); Divider() }.render(width: 40, height: Int.max)
        let lines = tall.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 10_000)
        #expect(lines.first == "top" && lines.last == Substring(String(repeating: "─", count: 40)))
        #expect(Text("hello").render(width: Int.max, height: Int.max).hasPrefix("hello\n"))
    }

    @Test func aHeightBelowZeroDrawsNoRows() {
        #expect(Text("hello").render(width: 40, height: Int.min) == "")
        #expect(Text("hello").render(width: 40, height: 0) == "")
    }

    @Test func renderAndDescribeClampsAsRenderDoes() {
        let view = VStack(alignment: .leading) { Text("hello"); Divider() }
        #expect(view.renderAndDescribe(width: Int.max, height: Int.max).text == view.render(width: 1_000, height: 10_000))
        #expect(view.renderAndDescribe(width: Int.min, height: Int.min).text == "")
    }

    @Test func theLimitsAreOneToOneThousandColumnsAndZeroToTenThousandRows() {
        #expect(RenderLimits.columns == 1...1_000)
        #expect(RenderLimits.rows == 0...10_000)
        #expect(RenderLimits.drawnColumns(Int.min) == 0 && RenderLimits.drawnColumns(1_000) == 1_000)
        #expect(RenderLimits.drawnRows(-1) == 0 && RenderLimits.drawnRows(Int.max) == 10_000)
    }
}

/// Views read or measured before any width is known are drawn at the widest drawing (1,000
/// columns), not at `Int.max`: found by the fuzz test.
@MainActor
@Suite struct UnknownWidthTests {
    @Test func aViewThatFitsReadBeforeDrawingIsReadAsItDrawsAtTheWidestWidth() {
        let view = ViewThatFits { VStack { Text("wide"); Divider() }; Text("narrow") }
        #expect(view.accessibilityTranscript() == "Text: wide")
    }

    @Test func aTitleMadeOfAViewThatFillsTheWidthReadsItsWordsAtTheWidestWidth() {
        let screen = Text("body").navigationTitle { VStack { Text("Inbox"); Divider() } }
        #expect(screen.render(width: 20) == "Inbox " + String(repeating: "─", count: 13) + "…\n" + String(repeating: "━", count: 20) + "\n        body")
    }
}

/// Found by the fuzz test: a navigation bar whose title takes no columns (a direction mark)
/// and has no room placed it past the width.
@MainActor
@Suite struct ZeroWidthTitleTests {
    @Test(arguments: 1...6)
    func aTitleOfNoColumnsWithNoRoomIsNotPlacedPastTheWidth(width: Int) {
        let stack = NavigationStack(path: .constant([1])) {
            Text("root").navigationTitle("\u{FEFF}")
                .navigationDestination(for: Int.self) { _ in Text("x").navigationTitle("\u{200F}") }
        }
        RenderChecks.checkOutputRules(stack.render(width: width), width: width, "at width \(width)")
    }
}
