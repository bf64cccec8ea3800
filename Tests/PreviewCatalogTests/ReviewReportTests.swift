import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PreviewCatalog
import PreviewCommandLine
import Testing

/// `check`, `record` and `list` in the formats for machines and pull requests.
@MainActor
@Suite struct ReviewReportTests {
    /// A sandbox with the standard catalog recorded, then Door/open changed by hand.
    private func changedSandbox() async throws -> Sandbox {
        let sandbox = try Sandbox()
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)
        try sandbox.write("Door\nis ajar\nend\n", to: "snaps/Door/open.txt")
        try sandbox.write("stale\n", to: "snaps/Door/gone.txt")
        return sandbox
    }

    @Test func checkJSONHasOneObjectPerSnapshotWithTheDiff() async throws {
        let sandbox = try await changedSandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["check", "--format", "json"], environment: sandbox.environment())

        #expect(run.code == 1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["status"] as? String } == ["match", "match", "differs", "match", "match", "orphaned"])
        let differs = try #require(objects.first { $0["status"] as? String == "differs" })
        #expect(differs["screen"] as? String == "Door")
        #expect(differs["state"] as? String == "open")
        #expect(differs["variant"] as? String == "w40")
        #expect((differs["diff"] as? String)?.contains("-is ajar\n+is open") == true)
        #expect(objects.last?["path"] as? String == "Door/gone.txt")
        // Keys in a fixed order, so the bytes are stable.
        #expect(run.output.contains(#"{"screen": "Door", "state": "open", "variant": "w40", "status": "differs", "path": "Door/open.txt", "diff": "--- Door/open.txt (recorded)\n"#))
    }

    @Test func checkJSONExitsZeroWhenClean() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)

        let run = await runPreview(["check", "--format", "json"], environment: sandbox.environment())

        #expect(run.code == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(objects.count == 5)
        #expect(objects.allSatisfy { $0["status"] as? String == "match" })
    }

    @Test func checkJUnitIsWellFormedWithAFailureCarryingTheDiff() async throws {
        let sandbox = try await changedSandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["check", "--format", "junit"], environment: sandbox.environment())

        #expect(run.code == 1)
        let report = try JUnitShape(run.output)
        #expect(report.rootName == "testsuites")
        #expect(report.rootAttributes["tests"] == "6")
        #expect(report.rootAttributes["failures"] == "2")
        #expect(report.suites.map(\.name) == ["Light", "Door"])
        #expect(report.suites.map(\.declaredTests) == [2, 4])
        #expect(report.suites.map(\.testCases.count) == [2, 4])
        #expect(report.suites.map(\.declaredFailures) == [0, 2])
        let failures = report.suites.flatMap(\.testCases).compactMap(\.failure)
        #expect(failures.map(\.type) == ["differs", "orphaned"])
        #expect(failures[0].text.contains("-is ajar\n+is open"))
        #expect(report.suites.flatMap(\.testCases).allSatisfy { !$0.name.isEmpty && !$0.classname.isEmpty })
    }

    @Test func theSchemaCheckRejectsWhatTheSchemaDoesNotAllow() {
        let valid = #"<testsuites tests="1" failures="0" errors="0"><testsuite name="a" tests="1" failures="0" errors="0"><testcase name="x" classname="a"/></testsuite></testsuites>"#
        #expect(throws: Never.self) { try JUnitShape(valid) }
        #expect(throws: (any Error).self) { try JUnitShape(valid.replacingOccurrences(of: #"classname="a""#, with: #"classname="a" file="y""#)) }
        #expect(throws: (any Error).self) { try JUnitShape(valid.replacingOccurrences(of: #" tests="1" failures="0" errors="0"><testcase"#, with: #" failures="0" errors="0"><testcase"#)) }
        #expect(throws: (any Error).self) { try JUnitShape(valid.replacingOccurrences(of: "<testcase", with: "<case")) }
        #expect(throws: (any Error).self) { try JUnitShape("<testsuites><testsuite") }
    }

    @Test func checkMarkdownSummarisesForAPullRequest() async throws {
        let sandbox = try await changedSandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["check", "--format", "markdown"], environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.hasPrefix("### preview check failed\n\n4 match · 1 differs · 1 orphaned\n\n| status | snapshot | file |\n| --- | --- | --- |\n| differs | Door/open (w40) | `Door/open.txt` |\n| orphaned | Door/gone (w40) | `Door/gone.txt` |\n"))
        #expect(run.output.contains("<details><summary>Door/open (w40)</summary>\n\n```diff\n--- Door/open.txt (recorded)"))
    }

    @Test func recordJSONSaysWhatWasWritten() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("Door\nis ajar\nend\n", to: "snaps/Door/open.txt")

        let run = await runPreview(["record", "--format", "json"], environment: sandbox.environment())

        #expect(run.code == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["status"] as? String } == ["new", "new", "changed", "new", "new"])
        #expect(try sandbox.read("snaps/Door/open.txt") == "Door\nis open\nend\n")
    }

    @Test func recordJUnitHasNoFailures() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["record", "--format", "junit"], environment: sandbox.environment())

        #expect(run.code == 0)
        let report = try JUnitShape(run.output)
        #expect(report.rootAttributes["failures"] == "0")
        #expect(report.suites.flatMap(\.testCases).count == 5)
    }

    @Test func listJSONNamesEachStatesCaseAndTheUncoveredOnes() async throws {
        let run = await runPreview(["list", "--format", "json"], catalog: TestCatalog.uncovered.catalog, environment: PreviewEnvironment())

        #expect(run.code == 0)
        #expect(run.output == """
            [
              {"screen": "Light", "state": "on", "case": "on", "status": "reached"},
              {"screen": "Light", "state": "switched off", "case": "off", "status": "reached"},
              {"screen": "Gate", "state": "up", "case": "up", "status": "reached"},
              {"screen": "Gate", "state": null, "case": "down", "status": "uncovered"}
            ]

            """)
        #expect(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) is [Any])
    }

    @Test func listMarkdownIsATablePerScreen() async throws {
        let run = await runPreview(["list", "Gate", "--format", "markdown"], catalog: TestCatalog.uncovered.catalog, environment: PreviewEnvironment())

        #expect(run.output == """
            ### Gate: 1 state, 1 of 2 cases covered

            | state | case |
            | --- | --- |
            | up | `.up` |
            | *uncovered* | `.down` |

            """)
    }
}
