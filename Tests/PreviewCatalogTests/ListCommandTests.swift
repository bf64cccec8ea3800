import PreviewCatalog
import PreviewCommandLine
import Testing

@MainActor
@Suite struct ListCommandTests {
    @Test func listsStatesWithTheirCasesAndCoverage() async {
        let run = await runPreview(["list"], catalog: TestCatalog.uncovered.catalog, environment: PreviewEnvironment())
        #expect(run.code == 0)
        #expect(run.output == """
            Light: 2 states, 2 of 2 cases covered
              on            .on
              switched off  .off
            Gate: 1 state, 1 of 2 cases covered
              up  .up
              uncovered: .down — add a PreviewState that reaches it

            """)
    }

    @Test func aFilterListsOnlyWhatItPicks() async {
        let run = await runPreview(["list", "Door/c*"], environment: PreviewEnvironment())
        #expect(run.output == "Door: 3 states, 3 of 3 cases covered\n  closed  .closed\n")
    }
}
