import PreviewCatalog
import TextUI
import Testing

@MainActor
@Suite struct CoverageTests {
    @Test func declaredScreensReportCasesNoPreviewReaches() async {
        let coverage = await Catalog([GatePreviews.self, DoorPreviews.self]).coverage()
        #expect(coverage == [
            ScreenCoverage(cases: ["up", "down"], reached: ["up"]),
            ScreenCoverage(cases: ["open", "closed", "locked"], reached: ["open", "closed", "locked"]),
        ])
        #expect(coverage[0].uncovered == ["down"])
        #expect(coverage[0].summary == "1 of 2 cases covered")
        #expect(coverage[1].uncovered.isEmpty)
    }

    @Test func anEnumStateNeedsNoDeclarationToKnowItsCases() async {
        let coverage = await Catalog([LightPreviews.self]).coverage()
        #expect(coverage == [ScreenCoverage(cases: ["on", "off"], reached: ["on", "off"])])
        #expect(coverage[0].uncovered.isEmpty)
        #expect(coverage[0].summary == "2 of 2 cases covered")
    }

    @Test func aStructStateWithoutDeclarationReportsOnlyWhatItReaches() {
        let coverage = ScreenCoverage(cases: nil, reached: [nil, nil])
        #expect(coverage.uncovered.isEmpty)
        #expect(coverage.summary == "cases not declared")
        #expect(ScreenCoverage(cases: nil, reached: ["on", "off"]).summary == "reaches on, off (cases not declared)")
    }

    /// A state never reached (its scenario timed out) may be any case, so no case is called
    /// uncovered while one is missing; marks are still judged.
    @Test func anUnknownCaseLeavesNothingUncovered() {
        let coverage = ScreenCoverage(cases: ["up", "down"], reached: ["up"], notPreviewed: [NotPreviewed("dwn", because: "typo")], someStatesUnresolved: true)
        #expect(coverage.uncovered.isEmpty)
        #expect(coverage.badMarks.map(\.caseName) == ["dwn"])
        #expect(ScreenCoverage(cases: ["up", "down"], reached: ["up"]).uncovered == ["down"])
    }

    @Test func scenariosCountByTheStateTheyReach() async {
        let rendered = await Catalog([DoorPreviews.self]).render(width: 20)
        #expect(rendered.map(\.caseName) == ["open", "closed", "locked"])
    }

    @Test func reachedCasesAreUniqueInFirstReachedOrder() {
        let coverage = ScreenCoverage(cases: ["a", "b", "c"], reached: ["b", nil, "a", "b"])
        #expect(coverage.reached == ["b", "a"])
        #expect(coverage.uncovered == ["c"])
    }
}

/// A declared screen whose `StateCase` prints itself otherwise: its cases keep their names.
enum ChattyGatePreviews: ScreenPreviews, DeclaresAllCases {
    static let screenName = "ChattyGate"
    static var states: [PreviewState<GateState>] {
        PreviewState("up", .up)
    }
    static func view(for state: GateState) -> some View { Text("gate") }

    enum StateCase: CaseIterable, CustomStringConvertible {
        case raised, lowered
        var description: String { "a gate" }
    }

    static func stateCase(of state: GateState) -> StateCase {
        switch state {
        case .up: .raised
        case .down: .lowered
        }
    }
}

@MainActor
@Suite struct DeclaredCaseNameTests {
    @Test func declaredCasesAreNamedByCaseNotByDescription() async {
        let coverage = await Catalog([ChattyGatePreviews.self]).coverage()
        #expect(coverage == [ScreenCoverage(cases: ["raised", "lowered"], reached: ["raised"])])
    }
}
