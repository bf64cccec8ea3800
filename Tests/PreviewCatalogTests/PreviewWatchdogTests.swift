import Foundation
@testable import PreviewCatalog
@testable import PreviewCommandLine
import Testing

/// A preview that blocks its thread for good (a lock, a `static let` that reads itself, an
/// endless loop) loses only its own state: the parent kills the child that named the state and
/// then said nothing for the state's timeout plus 1 s, and runs the command again with the
/// state left out and reported as hung. The first tests run `preview-fixture`, a real `preview`
/// whose catalog holds such previews, with `--timeout 0.1` (1.1 s per hang); the rest drive
/// the parts in this process or with `/bin/sh` as the child.
@Suite struct PreviewWatchdogTests {
    /// The `preview-fixture` executable beside the test bundle (`.build/<triple>/debug/`).
    static let fixture: String? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("preview-fixture"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/preview-fixture"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path
    }()

    static func hung(_ state: String, within: String = "1.1 s", setting: String = "--timeout") -> String {
        "preview \(state) hung the process drawing it: it did not return within \(within), so it may block its thread "
            + "(a lock, a static let that reads itself, an endless loop). It is left out; the other states are drawn. "
            + "Fix it, or give it longer with \(setting)."
    }

    /// Runs the fixture as `preview` with `arguments` and no environment variables, on a
    /// thread of its own, since the wait blocks.
    static func runFixture(_ arguments: [String]) async throws -> Platform.Finished {
        let fixture = try #require(fixture)
        let finished = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: Platform.run(fixture, arguments: ["preview"] + arguments, environment: [:]))
            }
        }
        return try #require(finished)
    }

    // A real parent and child.

    @Test(.enabled(if: fixture != nil, "no preview-fixture beside the tests; run 'swift build' first"))
    func checkLeavesOutAViewWhoseBodyNeverReturnsAndChecksTheRest() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("ON\n", to: "snaps/Lamp/on.txt")

        let run = try await Self.runFixture(["check", "Lamp", "--timeout", "0.1", "--dir", sandbox.snapshots.path])

        #expect(run.ending == .exited(1))
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count == 5, "\(lines)")
        #expect(lines[0] == "hung       " + Self.hung("Lamp/blocked"))
        #expect(lines[1] == "missing    Lamp/off.txt — no snapshot yet", "the state after the hung one is drawn and checked")
        #expect(lines[2].hasPrefix("check failed: 1 missing, 1 hung in "), "Lamp/on matches")
        #expect(lines[3] == "To fix: run 'swift run preview record' to accept the rendered text; let each hung preview return, or give it longer.")
        #expect(run.standardError.isEmpty)
    }

    @Test(.enabled(if: fixture != nil, "no preview-fixture beside the tests; run 'swift build' first"))
    func recordWritesEveryStateButAScenarioThatBlocksItsThread() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = try await Self.runFixture(["record", "Gate", "--timeout", "0.1", "--dir", sandbox.snapshots.path])

        #expect(run.ending == .exited(1))
        #expect(run.standardOutput.hasPrefix("new        Gate/open.txt\nrecord: 1 new, 0 changed, 0 unchanged, 1 hung in "))
        #expect(run.standardError == "error: " + Self.hung("Gate/waits on a lock") + "\n")
        #expect(sandbox.files() == ["snaps", "snaps/Gate", "snaps/Gate/open.txt"])
        #expect(try sandbox.read("snaps/Gate/open.txt") == "OPEN\n")
    }

    // The watch itself, with `/bin/sh` as the child.

    @Test func aChildSilentForAsLongAsItsLastLineAllowsIsKilledAndReportedHung() throws {
        let script = "echo '0 0' >&4; echo '0 1' >&4; exec sleep 60"
        let run = try #require(Platform.run("/bin/sh", arguments: ["sh", "-c", script], environment: [:]) { line in
            line == "0 1" ? .milliseconds(200) : .seconds(60)
        })

        #expect(run.ending == .hung(after: .milliseconds(200)))
        #expect(run.channel == "0 0\n0 1\n")

        let silent = try #require(Platform.run("/bin/sh", arguments: ["sh", "-c", "exec sleep 60"], environment: [:]) { line in
            line == nil ? .milliseconds(200) : .seconds(60)
        })
        #expect(silent.ending == .hung(after: .milliseconds(200)), "silent before its first line")
    }

    /// A process the child started can hold the side channel open after the child has ended
    /// (here for 3 s); when the patience runs out first (1 s), the child's own ending counts.
    @Test func aChildThatEndedWhileItsChannelStaysOpenIsNotCalledHung() throws {
        let script = "sleep 3 & echo '0 0' >&4; exit 3"
        let run = try #require(Platform.run("/bin/sh", arguments: ["sh", "-c", script], environment: [:]) { _ in .seconds(1) })

        #expect(run.ending == .exited(3))
        #expect(run.channel == "0 0\n")
    }

    // The parent's side, with scripted children.

    @MainActor
    static func hungChild(at announced: [String], after waited: Duration = .seconds(6)) -> PreviewSupervisor.ChildRun {
        PreviewSupervisor.ChildRun(standardOutput: "half a drawing\n", standardError: "", ending: .hung(after: waited), announced: announced)
    }

    @MainActor
    static func supervise(_ children: PreviewIsolationTests.ScriptedChildren, catalog: Catalog = TestCatalog.standard.catalog, timeout: Duration? = nil) -> CommandRun? {
        var output: [String] = []
        var errors: [String] = []
        let supervisor = PreviewSupervisor(catalog: catalog, environment: PreviewEnvironment(), launch: children.launch, timeout: timeout)
        guard let code = supervisor.run(["check"], output: { output.append($0) }, errorOutput: { errors.append($0) }) else { return nil }
        return CommandRun(code: code, output: output.map { $0 + "\n" }.joined(), errors: errors)
    }

    @MainActor
    @Test func aHangInsideAStatesCodeRunsTheCommandAgainWithThatStateLeftOut() throws {
        let children = PreviewIsolationTests.ScriptedChildren([
            Self.hungChild(at: ["0 0", "-", "0 1", "-", "1 0"]),
            PreviewIsolationTests.exited(1),
        ])

        let run = try #require(Self.supervise(children))

        #expect(run.code == 1)
        #expect(run.output == "── Light · on ──\nON\n", "only the finished child's output")
        #expect(run.errors.isEmpty)
        #expect(children.started.count == 2)
        #expect(children.started[0][PreviewChild.hangsVariable] == nil)
        #expect(children.started[1][PreviewChild.hangsVariable] == "1 0 6000")
        #expect(children.started[1][PreviewChild.stopsVariable] == nil)
    }

    @MainActor
    @Test func stopsAndHangsAreBothCarriedToTheNextChild() throws {
        let children = PreviewIsolationTests.ScriptedChildren([
            PreviewIsolationTests.trapped(at: ["0 1"], standardError: "boom\n"),
            Self.hungChild(at: ["1 2"], after: .milliseconds(1100)),
            PreviewIsolationTests.exited(0),
        ])

        let run = try #require(Self.supervise(children))

        #expect(run.code == 0)
        #expect(children.started.count == 3)
        #expect(children.started[2][PreviewChild.stopsVariable] == "0 1 Illegal instruction")
        #expect(children.started[2][PreviewChild.hangsVariable] == "1 2 1100")
    }

    /// Before the first state, and after a state's code returned, the child runs only the
    /// command's own code (starting, comparing, writing files): no state is blamed.
    @MainActor
    @Test(arguments: [[], ["0 0", "-"]])
    func aHangOutsideAnyStatesCodeEndsTheRunWithOneLine(announced: [String]) throws {
        let children = PreviewIsolationTests.ScriptedChildren([Self.hungChild(at: announced, after: .seconds(60)), PreviewIsolationTests.exited(0)])

        let run = try #require(Self.supervise(children))

        #expect(run.code == 1)
        #expect(run.output.isEmpty, "a killed child's output is not written")
        #expect(run.errors == [
            "error: preview hung outside any preview state: its drawing process wrote nothing for 60 s and was ended. "
                + "Run it again with --in-process under a debugger, and pause it, to see where it waits.",
        ])
        #expect(children.started.count == 1)
    }

    /// A state's code gets its timeout (its own, else the run's, else 5 s) plus 1 s; the
    /// command's own code gets a minute, or the run's timeout plus 1 s when that is longer.
    @MainActor
    @Test func theWatchdogGivesAStateItsTimeoutPlusASecondAndTheCommandsOwnCodeAMinute() throws {
        let stuck = TestCatalog.stuck.catalog
        let children = PreviewIsolationTests.ScriptedChildren([PreviewIsolationTests.exited(0)])
        _ = Self.supervise(children, catalog: stuck, timeout: .milliseconds(500))
        let patience = try #require(children.patience.first)

        #expect(patience("1 0") == .milliseconds(1500), "a state with no timeout of its own: --timeout 0.5, plus 1 s")
        #expect(patience("0 1") == .milliseconds(1100), "a scenario's own timeout, 0.1 s, plus 1 s")
        #expect(patience(nil) == .seconds(60))
        #expect(patience("-") == .seconds(60))

        #expect(PreviewWatchdog(catalog: stuck, timeout: nil).patience(after: "1 0") == .seconds(6))
        #expect(PreviewWatchdog(catalog: stuck, timeout: .seconds(100)).patience(after: "-") == .seconds(101))
    }

    // The child's side: a hung state is left out and reported in every command and format.

    @MainActor
    @Test func aHungStateIsLeftOutAndNamedInEveryCommandAndFormat() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let line = Self.hung("Door/closed", within: "6 s")
        let environment = sandbox.environment([PreviewChild.childVariable: "pipe", PreviewChild.hangsVariable: "1 1 6000"])

        let show = await runPreview(["Door"], environment: environment)
        #expect(show.code == 1)
        #expect(!show.output.contains("Door · closed"))
        #expect(show.output.contains("Door · locked"))
        #expect(show.errors == ["error: " + line])

        let list = await runPreview(["list", "Door"], environment: environment)
        #expect(list.code == 1)
        #expect(list.output.contains("  closed  hung\n"))
        let listJSON = await runPreview(["list", "Door", "--format", "json"], environment: environment)
        #expect(listJSON.output.contains("{\"screen\": \"Door\", \"state\": \"closed\", \"case\": null, \"status\": \"hung\"}"))

        let record = await runPreview(["record"], environment: environment)
        #expect(record.code == 1)
        #expect(record.output.hasSuffix("record: 4 new, 0 changed, 0 unchanged, 1 hung in snaps\n"))
        #expect(record.errors == ["error: " + line])
        #expect(!sandbox.files().contains("snaps/Door/closed.txt"))

        let check = await runPreview(["check"], environment: environment)
        #expect(check.code == 1)
        #expect(check.output == """
            hung       \(line)
            check failed: 1 hung in snaps.
            To fix: let each hung preview return, or give it longer.

            """)

        let json = await runPreview(["check", "--format", "json"], environment: environment)
        #expect(json.output.contains("\"state\": \"closed\", \"variant\": null, \"status\": \"hung\", \"path\": \"Door/closed.txt\""))
        let junit = await runPreview(["check", "--format", "junit"], environment: environment)
        #expect(junit.output.contains("<failure message=\"Door/closed&#39;s preview hung the process drawing it\" type=\"hung\">\(line)</failure>"))
        let markdown = await runPreview(["check", "--format", "markdown"], environment: environment)
        #expect(markdown.output.contains("4 match · 1 hung"))
        #expect(markdown.output.contains("| hung | Door/closed | `Door/closed.txt` |"))
        #expect([json, junit, markdown].allSatisfy { $0.code == 1 })
    }

    /// A state whose scenario sets its own timeout got its bound from it, so the line says so.
    @MainActor
    @Test func aHungScenarioWithItsOwnTimeoutIsToldToRaiseThatOne() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let environment = sandbox.environment([PreviewChild.childVariable: "pipe", PreviewChild.hangsVariable: "0 1 1100"])

        let run = await runPreview(["Stuck/waits*"], catalog: TestCatalog.stuck.catalog, environment: environment)

        #expect(run.code == 1)
        #expect(run.errors == ["error: " + Self.hung("Stuck/waits on a mock", setting: ".scenario(_:timeout:_:)")])
    }
}
