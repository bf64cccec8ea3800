import Foundation
@testable import PreviewCatalog
@testable import PreviewCommandLine
import Testing

/// A preview that stops the process (a `fatalError`, such as a missing `@EnvironmentObject`)
/// loses only its own state: the command draws in a child process, and when a trap ends the
/// child, the state it last named is left out and reported, and the command runs again. The
/// supervisor is driven here by a scripted launcher; no real child process runs, except in the
/// last test, which starts `/bin/sh`.
@MainActor
@Suite struct PreviewIsolationTests {
    static let missingTheme = "Fatal error: No ObservableObject of type Theme found: add .environmentObject(Theme(…)) to a view around the one that reads @EnvironmentObject var …: Theme."

    /// A launcher that answers each start with the next scripted run, and keeps the variables
    /// and the watchdog's patience each start was given.
    final class ScriptedChildren: @unchecked Sendable {
        var runs: [PreviewSupervisor.ChildRun?]
        var started: [[String: String]] = []
        var patience: [@Sendable (Substring?) -> Duration] = []

        init(_ runs: [PreviewSupervisor.ChildRun?]) {
            self.runs = runs
        }

        var launch: PreviewSupervisor.Launch {
            { _, variables, patience in
                self.started.append(variables)
                self.patience.append(patience)
                return self.runs.isEmpty ? nil : self.runs.removeFirst()
            }
        }
    }

    static func trapped(at announced: [String], standardError: String = "Cart/CartView.swift:12: \(missingTheme)\n") -> PreviewSupervisor.ChildRun {
        PreviewSupervisor.ChildRun(standardOutput: "half a drawing\n", standardError: standardError, ending: .signalled(SIGILL), announced: announced)
    }

    static func exited(_ code: Int32, output: String = "── Light · on ──\nON\n", errors: String = "") -> PreviewSupervisor.ChildRun {
        PreviewSupervisor.ChildRun(standardOutput: output, standardError: errors, ending: .exited(code), announced: ["0 0", "1 0"])
    }

    func supervise(_ children: ScriptedChildren) -> CommandRun? {
        var output: [String] = []
        var errors: [String] = []
        let supervisor = PreviewSupervisor(catalog: TestCatalog.standard.catalog, environment: PreviewEnvironment(), launch: children.launch)
        guard let code = supervisor.run(["check"], output: { output.append($0) }, errorOutput: { errors.append($0) }) else { return nil }
        return CommandRun(code: code, output: output.map { $0 + "\n" }.joined(), errors: errors)
    }

    @Test func aStopAtOneStateRunsTheCommandAgainWithThatStateLeftOut() throws {
        // Each state is named before its code runs, and `-` follows when that code returns: a
        // trap is blamed on the last state named, whose leftovers may still run.
        let children = ScriptedChildren([Self.trapped(at: ["0 0", "-", "0 1", "-", "1 0", "-"]), Self.exited(1)])

        let run = try #require(supervise(children))

        #expect(run.code == 1)
        #expect(run.output == "── Light · on ──\nON\n", "only the finished child's output, once")
        #expect(run.errors.isEmpty)
        #expect(children.started.count == 2)
        #expect(children.started[0][PreviewChild.stopsVariable] == nil)
        #expect(children.started[1][PreviewChild.stopsVariable] == "1 0 " + Self.missingTheme)
        #expect(children.started.allSatisfy { $0[PreviewChild.childVariable] == "pipe" && $0["SWIFT_BACKTRACE"] == "enable=no" })
    }

    @Test func twoStopsAreBothLeftOutOfTheThirdRun() throws {
        let children = ScriptedChildren([
            Self.trapped(at: ["0 0", "0 1"], standardError: "boom\n"),
            Self.trapped(at: ["0 0", "1 2"]),
            Self.exited(0),
        ])

        let run = try #require(supervise(children))

        #expect(run.code == 0)
        #expect(run.output == "── Light · on ──\nON\n")
        #expect(children.started.count == 3)
        // With no `Fatal error:` line the signal's name is the message.
        #expect(children.started[2][PreviewChild.stopsVariable] == "0 1 Illegal instruction\n1 2 " + Self.missingTheme)
    }

    @Test func aStopOutsideAnyStateEndsTheRunWithOneLine() throws {
        let children = ScriptedChildren([Self.trapped(at: [])])

        let run = try #require(supervise(children))

        #expect(run.code == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == ["error: preview stopped outside any preview state: " + Self.missingTheme])
        #expect(children.started.count == 1)
    }

    @Test func aStopAtAStateAlreadyLeftOutIsNotRetriedForEver() throws {
        let children = ScriptedChildren([Self.trapped(at: ["0 0"]), Self.trapped(at: ["0 0"]), Self.exited(0)])

        let run = try #require(supervise(children))

        #expect(run.code == 1)
        #expect(run.errors == ["error: preview stopped outside any preview state: " + Self.missingTheme])
        #expect(children.started.count == 2)
    }

    @Test func aChildThatCannotStartAgainEndsTheRunWithOneLine() throws {
        let children = ScriptedChildren([Self.trapped(at: ["1 0"]), nil])

        let run = try #require(supervise(children))

        #expect(run.code == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == ["error: preview could not start its drawing process again after a preview stopped it."])
    }

    @Test func aChildThatExitsPassesItsOutputAndCodeThroughUnchanged() throws {
        let children = ScriptedChildren([Self.exited(1, output: "a\n\nb\n", errors: "error: one\nerror: two\n")])

        let run = try #require(supervise(children))

        #expect(run.code == 1)
        #expect(run.output == "a\n\nb\n")
        #expect(run.errors == ["error: one\nerror: two"])
        #expect(children.started.count == 1)
    }

    @Test func anInterruptedChildIsNotRetried() throws {
        let interrupted = PreviewSupervisor.ChildRun(standardOutput: "part\n", standardError: "", ending: .signalled(SIGINT), announced: ["0 0"])
        let children = ScriptedChildren([interrupted, Self.exited(0)])

        let run = try #require(supervise(children))

        #expect(run.code == 128 + SIGINT)
        #expect(run.output == "part\n")
        #expect(run.errors == ["error: preview was ended by signal \(SIGINT) before it finished."])
        #expect(children.started.count == 1)
    }

    @Test func whenNoChildCanStartTheCommandRunsInThisProcess() async throws {
        #expect(supervise(ScriptedChildren([nil])) == nil)

        var environment = PreviewEnvironment()
        let children = ScriptedChildren([nil])
        environment.launchChild = children.launch
        let run = await runPreview(["Light/on"], environment: environment)

        #expect(run.code == 0)
        #expect(run.output.contains("ON"))
        #expect(children.started.count == 1)
    }

    @Test func helpAndCommandLineMistakesStartNoChild() async throws {
        var environment = PreviewEnvironment()
        let children = ScriptedChildren([])
        environment.launchChild = children.launch

        #expect(await runPreview(["--help"], environment: environment).code == 0)
        #expect(await runPreview(["--width", "x"], environment: environment).code == 2)
        #expect(await runPreview(["Nowhere"], environment: environment).code == 2)
        #expect(children.started.isEmpty)
    }

    /// Under a debugger the drawing must happen in the process it watches.
    @Test func inProcessDrawsHereAndStartsNoChild() async throws {
        var environment = PreviewEnvironment()
        let children = ScriptedChildren([Self.exited(0, output: "from a child\n")])
        environment.launchChild = children.launch

        let run = await runPreview(["--in-process"], environment: environment)

        #expect(run.code == 0)
        #expect(children.started.isEmpty)
        #expect(!run.output.contains("from a child"))
        #expect(run.output.contains("── "))
    }

    // The child's side: it names each state before reaching or drawing it, and reports a
    // stopped one as it does a timed-out scenario.

    @Test func aChildNamesEachStateOnTheSideChannelBeforeDrawingItAndSaysWhenItReturned() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let channel = sandbox.root.appendingPathComponent("states").path
        let environment = sandbox.environment([PreviewChild.childVariable: "pipe", PreviewChild.channelVariable: channel])

        let run = await runPreview(["Door"], environment: environment)

        #expect(run.code == 0)
        let lines = try sandbox.read("states").split(separator: "\n")
        // Reached, then drawn: each state twice, in order, each time followed by the line that
        // says its code returned.
        #expect(lines == ["1 0", "-", "1 0", "-", "1 1", "-", "1 1", "-", "1 2", "-", "1 2", "-"])
    }

    @Test func aStoppedStateIsLeftOutAndNamedInShowCheckAndRecord() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let stopped = "preview Door/closed stopped the process drawing it: "
            + String(Self.missingTheme.dropLast()) + ". It is left out; the other states are drawn."
        let environment = sandbox.environment([PreviewChild.childVariable: "pipe", PreviewChild.stopsVariable: "1 1 " + Self.missingTheme])

        let show = await runPreview(["Door"], environment: environment)
        #expect(show.code == 1)
        #expect(!show.output.contains("Door · closed"))
        #expect(show.output.contains("Door · locked"))
        #expect(show.errors == ["error: " + stopped])

        let list = await runPreview(["list", "Door"], environment: environment)
        #expect(list.code == 1)
        #expect(list.output.contains("  closed  stopped\n"))
        #expect(list.errors == ["error: " + stopped])

        let record = await runPreview(["record"], environment: environment)
        #expect(record.code == 1)
        #expect(record.output.hasSuffix("record: 4 new, 0 changed, 0 unchanged, 1 stopped in snaps\n"))
        #expect(record.errors == ["error: " + stopped])
        #expect(!sandbox.files().contains("snaps/Door/closed.txt"))

        let check = await runPreview(["check"], environment: environment)
        #expect(check.code == 1)
        #expect(check.output == """
            stopped    \(stopped)
            check failed: 1 stopped in snaps.
            To fix: give each stopped preview what its line says it lacks.

            """)

        let json = await runPreview(["check", "--format", "json"], environment: environment)
        #expect(json.output.contains("\"status\": \"stopped\""))
    }

    /// The stop's message is the app's own text: written out through the one sanitizer, so a
    /// terminal escape in a `fatalError` cannot clear the screen or recolour what follows.
    @Test func aStopsMessageIsSanitizedBeforeItIsPrinted() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let hostile = "Fatal error: \u{1B}[2J\u{1B}]0;pwned\u{07}gone"
        let environment = sandbox.environment([PreviewChild.childVariable: "pipe", PreviewChild.stopsVariable: "1 1 " + hostile])

        let show = await runPreview(["Door"], environment: environment)
        let check = await runPreview(["check"], environment: environment)

        #expect(show.code == 1 && check.code == 1)
        for text in show.errors + [check.output] {
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
            #expect(text.contains("gone"))
        }
    }

    /// The child runs the executable's `main.swift` again with the process's own `argv`, so an
    /// executable that chooses its catalog by its first argument (`preview Enchanted check`,
    /// handing `check` to the command) chooses the same one in the child; the command's own
    /// arguments are used only when no `argv` is known.
    @Test func aChildGetsTheProcessesWholeArgumentsNotOnlyTheCommands() {
        let argv = ProcessChildLauncher.childArguments(
            processArguments: ["/app/.build/debug/preview", "Enchanted", "check"], commandArguments: ["check"], commandName: "preview")
        #expect(argv == ["/app/.build/debug/preview", "Enchanted", "check"])
        #expect(ProcessChildLauncher.childArguments(processArguments: [], commandArguments: ["check"], commandName: "preview") == ["preview", "check"])
    }

    /// The real launcher's operating-system side: a child's output, side channel and exit
    /// code, its lifeline, and a trap.
    @Test func aRealChildsOutputCodeAndTrapAreSeen() throws {
        let script = "echo \"$GREETING\"; echo no >&2; echo '0 1' >> /dev/fd/4; exit 3"
        let exited = try #require(Platform.run("/bin/sh", arguments: ["sh", "-c", script], environment: ["GREETING": "hi"]))
        #expect(exited == Platform.Finished(ending: .exited(3), standardOutput: "hi\n", standardError: "no\n", channel: "0 1\n"))

        #if os(Linux)
        // The lifeline and the side channel are pipes at descriptors 3 and 4; the output and
        // errors are files already removed from the temporary folder, so a killed parent
        // leaves none behind.
        let descriptors = try #require(Platform.run("/bin/sh", arguments: ["sh", "-c", "test -p /dev/fd/3 && test -p /dev/fd/4 && readlink /proc/$$/fd/1 /proc/$$/fd/2"], environment: [:]))
        let files = descriptors.standardOutput.split(separator: "\n")
        #expect(descriptors.ending == .exited(0))
        #expect(files.count == 2 && files.allSatisfy { $0.contains("/viewstatekit-preview-") && $0.hasSuffix(" (deleted)") }, "\(files)")
        #endif

        let trapped = try #require(Platform.run("/bin/sh", arguments: ["sh", "-c", "kill -ILL $$"], environment: [:]))
        #expect(trapped.ending == .signalled(SIGILL))
        #expect(Platform.trapName(SIGILL) == "Illegal instruction")
        #expect(Platform.trapName(SIGINT) == nil)
        #expect(Platform.run("/nowhere/preview", arguments: ["preview"], environment: [:]) == nil)
    }
}
