import PreviewCatalog
import PreviewCommandLine
import Testing

@MainActor
@Suite struct NotPreviewedTests {
    @Test func aMarkedCaseCountsAsCoveredAndKeepsItsReason() {
        let coverage = ScreenCoverage(
            cases: ["go", "caution", "stop"], reached: ["go"],
            notPreviewed: [NotPreviewed(".stop", because: "the end of the line")]
        )
        #expect(coverage.uncovered == ["caution"])
        #expect(coverage.notPreviewed == [NotPreviewed("stop", because: "the end of the line")])
        #expect(coverage.badMarks.isEmpty)
        #expect(!coverage.isComplete)
        #expect(coverage.summary == "2 of 3 cases covered (1 not previewed)")
    }

    @Test func marksThatCannotStandAreNamedWithWhatToDo() async {
        let coverage = await Catalog([SloppySignalPreviews.self, ThermostatPreviews.self]).coverage()
        #expect(coverage[0].badMarks.map { "\($0.caseName) — \($0.problem)" } == [
            "cuation — not a case of its ViewState; did you mean .caution?",
            "go — a preview reaches it; remove the mark",
            "stop — marked twice; keep one",
        ])
        #expect(coverage[0].notPreviewed == [NotPreviewed("stop", because: "first")])
        #expect(coverage[0].uncovered == ["caution"])
        #expect(coverage[1].badMarks.map(\.problem) == [
            "its ViewState lists no cases (not an enum, no DeclaresAllCases); remove the mark",
        ])
    }

    @Test func aNameFarFromEveryCaseListsTheCases() {
        let coverage = ScreenCoverage(cases: ["go", "stop"], reached: [], notPreviewed: [NotPreviewed("purple", because: "?")])
        #expect(coverage.badMarks.map(\.problem) == ["not a case of its ViewState; its cases: .go, .stop"])
        #expect(coverage.uncovered == ["go", "stop"])
    }

    @Test func listShowsTheReasonInsteadOfUncovered() async {
        let run = await runPreview(["list"], catalog: TestCatalog.notPreviewed.catalog, environment: PreviewEnvironment())
        #expect(run.code == 0)
        #expect(run.output == """
            Signal: 2 states, 3 of 3 cases covered (1 not previewed)
              go    .go
              stop  .stop
              not previewed: .caution — it lasts three seconds; nobody reviews it

            """)
    }

    @Test func listShowsBadMarks() async {
        let run = await runPreview(["list"], catalog: TestCatalog.badMarks.catalog, environment: PreviewEnvironment())
        #expect(run.code == 0)
        #expect(run.output == """
            Sloppy: 1 state, 2 of 3 cases covered (1 not previewed)
              go  .go
              uncovered: .caution — add a PreviewState that reaches it
              not previewed: .stop — first
              bad mark: .cuation — not a case of its ViewState; did you mean .caution?
              bad mark: .go — a preview reaches it; remove the mark
              bad mark: .stop — marked twice; keep one
            Thermostat: 1 state, cases not declared
              warm  -
              bad mark: .cold — its ViewState lists no cases (not an enum, no DeclaresAllCases); remove the mark

            """)
    }

    @Test func checkPassesAndShowsTheReason() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let catalog = TestCatalog.notPreviewed.catalog
        _ = await runPreview(["record"], catalog: catalog, environment: sandbox.environment())

        let run = await runPreview(["check"], catalog: catalog, environment: sandbox.environment(["CI": "true"]))

        #expect(run.code == 0)
        #expect(run.output == """
            not previewed  Signal .caution — it lasts three seconds; nobody reviews it
            check: 2 snapshots match, 3 of 3 cases covered (1 not previewed) in snaps

            """)
    }

    @Test func checkFailsOnBadMarks() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let catalog = TestCatalog.badMarks.catalog
        _ = await runPreview(["record"], catalog: catalog, environment: sandbox.environment())

        let run = await runPreview(["check"], catalog: catalog, environment: sandbox.environment(["CI": "true"]))

        #expect(run.code == 1)
        #expect(run.output == """
            uncovered  Sloppy .caution — no preview reaches it
            bad mark   Sloppy .cuation — not a case of its ViewState; did you mean .caution?
            bad mark   Sloppy .go — a preview reaches it; remove the mark
            bad mark   Sloppy .stop — marked twice; keep one
            bad mark   Thermostat .cold — its ViewState lists no cases (not an enum, no DeclaresAllCases); remove the mark
            not previewed  Sloppy .stop — first
            check failed: 1 uncovered, 4 bad marks in snaps.
            To fix: add a preview for each uncovered case, or mark it NotPreviewed("…", because: "…"); correct each bad mark.

            """)
    }
}
