import Foundation
import PreviewCatalog
import PreviewCommandLine
import TextUI
import Testing

@MainActor
@Suite struct ShowCommandTests {
    private let environment = PreviewEnvironment(snapshotDirectory: nil)

    @Test func showsEveryStateUnderAHeaderByDefault() async {
        let run = await runPreview([], environment: environment)
        #expect(run.code == 0)
        #expect(run.output.hasPrefix("""
            ── Light · on ──────────────────────────
            ON

            ── Light · switched off ────────────────
            OFF

            ── Door · open ─────────────────────────
            Door
            is open
            end

            """))
        #expect(run.errors.isEmpty)
    }

    /// A header wider than the width asked for is cut and ends in an ellipsis, so no line of
    /// the output is wider than asked, at any width.
    @Test func headersNeverPassTheWidth() async {
        let narrow = await runPreview(["Light/switched off", "--width", "12"], environment: environment)
        #expect(narrow.output.hasPrefix("── Light · …\n"))
        let ascii = await runPreview(["Light/switched off", "--width", "15", "--style", "ascii"], environment: environment)
        #expect(ascii.output.hasPrefix("-- Light / swi.\n"))
        for width in 1...30 {
            let run = await runPreview(["--width", "\(width)"], environment: environment)
            let wide = run.output.split(separator: "\n").filter { $0.hasPrefix("──") && $0.displayWidth > width }
            #expect(wide.isEmpty, "width \(width): \(wide)")
        }
    }

    @Test(arguments: [
        (["Door"], ["Door/open", "Door/closed", "Door/locked"]),
        (["Door/closed"], ["Door/closed"]),
        (["Light/switched off"], ["Light/switched off"]),
        (["*/o*"], ["Light/on", "Door/open"]),
        (["D*"], ["Door/open", "Door/closed", "Door/locked"]),
        (["[LD]*/[!o]*"], ["Light/switched off", "Door/closed", "Door/locked"]),
        (["--shard", "2/2"], ["Light/switched off", "Door/closed"]),
        (["Door", "--shard", "1/2"], ["Door/open", "Door/locked"]),
    ])
    func filtersPickScreenStates(arguments: [String], expected: [String]) async throws {
        let run = await runPreview(arguments + ["--format", "json"], environment: environment)
        #expect(run.code == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(objects.map { "\($0["screen"] ?? "")/\($0["state"] ?? "")" } == expected)
    }

    @Test func widthAndStyleReachTheRenderer() async {
        let run = await runPreview(["Door/open", "--width", "12", "--style", "ascii"], environment: environment)
        #expect(run.output == """
            -- Door / o.
            Door
            is open
            end


            """)
        #expect(run.output.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func jsonHasOneObjectPerStateWithStableKeys() async {
        let run = await runPreview(["Light", "--format", "json", "--width", "20"], environment: environment)
        #expect(run.output == """
            [
              {"screen": "Light", "state": "on", "width": 20, "text": "ON"},
              {"screen": "Light", "state": "switched off", "width": 20, "text": "OFF"}
            ]

            """)
    }

    @Test func markdownHasAHeadingPerScreenAndAFencePerState() async {
        let run = await runPreview(["Light", "--format", "markdown"], environment: environment)
        #expect(run.output == """
            ## Light

            ### on

            ```text
            ON
            ```

            ### switched off

            ```text
            OFF
            ```

            """)
    }

    @Test func helpListsCommandsOptionsAndExitCodes() async {
        for arguments in [["--help"], ["-h"], ["help"], ["check", "--help"]] {
            let run = await runPreview(arguments, catalog: TestCatalog.empty.catalog, environment: environment)
            #expect(run.code == 0)
            #expect(run.output.hasPrefix("OVERVIEW: Shows every screen in every state as text"))
            #expect(run.output.contains("EXIT CODES:\n  0  all good\n  1  check found"))
        }
    }

    @Test func versionPrintsTheVersion() async {
        let run = await runPreview(["--version"], environment: environment)
        #expect(run.code == 0)
        #expect(run.output == "preview \(PreviewCommand.version), text widths from Unicode \(DisplayWidth.unicodeVersion)\n")
    }
}
