import Testing
@testable import TextUI

/// No input's cost grows faster than the input: views nested thousands deep draw one line
/// in place of what is past the nesting limit instead of overflowing the stack, a deep
/// navigation path draws its top screen, and Markdown and grids are read and laid out in
/// time linear in their text (their timings at 10× are in Benchmarks/, as ratios).
@MainActor
@Suite struct DepthAndCostTests {
    /// `levels` views, each a `VStack` around the next, around "deep".
    private func nested(_ levels: Int, wrap: (AnyView) -> AnyView = { view in AnyView(VStack { view }) }) -> AnyView {
        var view = AnyView(Text("deep"))
        for _ in 0..<levels { view = wrap(view) }
        return view
    }

    @Test(arguments: [4_000, 10_000])
    func viewsNestedThousandsDeepDrawOneLineSayingSoInsteadOfOverflowingTheStack(levels: Int) {
        let message = "Views nested more than 1000 levels deep are not drawn: flatten the hierarchy."
        #expect(NestingLimit.message == message)
        #expect(nested(levels).render(width: 100) == message)
        #expect(nested(levels) { AnyView($0.padding(0)) }.render(width: 100) == message)
        #expect(nested(levels) { AnyView($0.frame(maxWidth: .infinity, alignment: .leading)) }.render(width: 100) == message)
        #expect(nested(levels).accessibilityTranscript() == "Text: \(message)")
    }

    @Test func viewsNestedWithinTheLimitDrawWhole() {
        #expect(nested(300).render() == "deep")
        #expect(nested(300) { AnyView($0.padding(0)) }.accessibilityTranscript() == "Text: deep")
    }

    @Test func theLimitCountsLevelsOfViewsNotViewsInTotal() {
        // Thousands of views side by side are one level each, not thousands.
        let wide = VStack(alignment: .leading) { ForEach(0..<5_000, id: \.self) { Text("row \($0)") } }
        let lines = wide.render().split(separator: "\n")
        #expect(lines.count == 5_000 && lines.last == "row 4999")
    }

    @Test func aNavigationPathDeeperThanSixtyFourScreensDrawsItsTopScreen() {
        let stack = NavigationStack(path: .constant(Array(0..<100))) {
            Text("root").navigationTitle("Root")
                .navigationDestination(for: Int.self) { Text("screen \($0)").navigationTitle("S\($0)") }
        }
        #expect(stack.render(width: 20) == "‹ S98   S99\n━━━━━━━━━━━━━━━━━━━━\n     screen 99")
    }

    @Test func aChainOfPresentedScreensThatNeverEndsStopsSixtyFourDeep() {
        let stack = NavigationStack { Endless(number: 0) }
        #expect(stack.render(width: 20).hasSuffix("screen 64"))
    }

    @Test(arguments: ["*", "_", "~", "[", "`", "**a", "[a](", "\\"])
    func markdownOfThousandsOfMarksReadsAsTheMarksSay(_ unit: String) {
        let key = String(repeating: unit, count: 40_000 / unit.count)
        let drawn = Text(LocalizedStringKey(key)).render(width: 1_000)
        #expect(!drawn.isEmpty)
        #expect(drawn.split(separator: "\n").allSatisfy { $0.count <= 1_000 })
    }

    @Test func aGridCellThousandsOfRowsTallDrawsEveryRow() {
        let grid = Grid { GridRow { Text(String(repeating: "a", count: 40_000)); Text("b") } }
        let lines = grid.render(width: 3).split(separator: "\n")
        #expect(lines.count == 40_000)
        // "b" sits in the middle of its row, as the grid's centre alignment puts it.
        #expect(lines.filter { $0 == "a b" }.count == 1 && lines[19_999] == "a b")
        #expect(lines.filter { $0 == "a" }.count == 39_999)
    }
}

/// A screen that presents the next one, forever.
private struct Endless: View {
    let number: Int
    var body: some View {
        Text("screen \(number)").navigationDestination(isPresented: .constant(true)) { Endless(number: number + 1) }
    }
}
