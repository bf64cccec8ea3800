import Foundation
import PreviewCatalog
import PreviewCommandLine
import Testing
import ViewStateKit

/// A scenario that does not finish fails after its timeout, naming what it waits on, and the
/// rest of the catalog still renders and checks. The command runs take 100 ms timeouts, the
/// only real-time waits in the suite; the unit tests time out on a `ManualClock`.
@MainActor
@Suite struct ScenarioTimeoutTests {
    static let fix = "Let the scenario finish (release the call, advance the clock), or give it longer with .scenario(_:timeout:_:) or --timeout."

    static func message(_ state: String, _ waits: String, screen: String = "Stuck", within: String = "0.1 s") -> String {
        "scenario \(screen)/\(state) did not finish within \(within); it waits on \(waits). \(fix)"
    }

    static let stuckMessages = [
        message("waits on a mock", "LightsUseCase.fetch call #1, suspended until released"),
        message("ignores cancellation", "LightsUseCase.fetch call #1, suspended until released"),
    ]

    @Test func checkReportsEachStuckScenarioChecksTheRestAndExitsOne() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let record = await runPreview(["record", "*/[fosw]*"], catalog: TestCatalog.stuck.catalog, environment: sandbox.environment())
        #expect(record.code == 1)
        #expect(record.output == """
            new        Stuck/fine.txt
            new        Light/on.txt
            new        Light/switched off.txt
            record: 3 new, 0 changed, 0 unchanged, 1 timed out in snaps

            """)
        #expect(record.errors == ["error: " + Self.stuckMessages[0]])
        #expect(sandbox.files() == ["snaps", "snaps/Light", "snaps/Light/on.txt", "snaps/Light/switched off.txt", "snaps/Stuck", "snaps/Stuck/fine.txt"])

        let check = await runPreview(["check"], catalog: TestCatalog.stuck.catalog, environment: sandbox.environment())

        #expect(check.code == 1)
        #expect(check.output == Self.stuckMessages.map { "timed out  " + $0 + "\n" }.joined() + """
            check failed: 2 timed out in snaps.
            To fix: let each timed-out scenario finish, or give it longer.

            """)
    }

    @Test func theRunsTimeoutBoundsAScenarioWithNoneOfItsOwn() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["check", "--timeout", "0.1"], catalog: TestCatalog.hanging.catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.hasPrefix("timed out  " + Self.message("forever", "LightsUseCase.fetch call #1, suspended until released", screen: "Hanging") + "\n"))
        #expect(run.output.contains("missing    Light/on.txt"), "the other screen is still checked")
    }

    @Test func showDrawsTheOtherStatesAndNamesTheStuckOnesOnStandardError() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["Stuck/[fi]*"], catalog: TestCatalog.stuck.catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.contains("ON"))
        #expect(run.output.contains("Stuck · fine"))
        #expect(!run.output.contains("Stuck · ignores cancellation"))
        #expect(run.errors == ["error: " + Self.stuckMessages[1]])
    }

    @Test func listMarksTheStuckStatesAndExitsOne() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["list", "--timeout", "0.1"], catalog: TestCatalog.hanging.catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.hasPrefix("Hanging: 1 state"))
        #expect(run.output.contains("\n  forever  timed out\n"))
        #expect(run.output.contains("\n  on            .on\n"), "the other screen is still listed")
        #expect(run.errors == ["error: " + Self.message("forever", "LightsUseCase.fetch call #1, suspended until released", screen: "Hanging")])
    }

    @Test func aScenarioThatFinishesInTimeGivesItsState() async {
        let scenario = PreviewState<Int>.scenario("quick", timeout: .seconds(5)) {
            await Task.yield()
            return 7
        }
        let result = await scenario.resolve(screen: "Numbers", timeout: nil)
        #expect((try? result.get()) == 7)
        #expect(await PreviewState("fixed", 3).resolve(screen: "Numbers", timeout: .milliseconds(1)) == .success(3))
    }

    @Test func aReleasedCallIsNoLongerNamed() async {
        let timer = ManualClock()
        let first = UseCaseMock<Int, Int>("First.call", results: [.success(1)], suspended: true)
        let second = UseCaseMock<Int, Int>("Second.call", results: [.success(2)], suspended: true)
        let scenario = PreviewState<Int>.scenario("two calls") {
            let answer = Task { try? await first(0) }
            await first.waitForSuspendedCalls()
            first.releaseNextCall()
            _ = await answer.value
            return (try? await second(0)) ?? 0
        }
        let result = Task { await scenario.resolve(screen: "Numbers", timeout: .seconds(2), clock: timer) }
        await second.waitForSuspendedCalls()
        await timer.advance(by: .seconds(2))

        #expect(await result.value == .failure(ScenarioTimeout(
            screen: "Numbers", state: "two calls", timeout: .seconds(2), pendingWaits: ["Second.call call #1, suspended until released"])))
    }

    @Test func aClockSleepIsNamedWithItsDeadline() async {
        let timer = ManualClock()
        let clock = ManualClock()
        let scenario = PreviewState<Int>.scenario("debouncing") {
            try? await clock.sleep(for: .seconds(3))
            return 1
        }
        let result = Task { await scenario.resolve(screen: "Search", timeout: nil, clock: timer) }
        await clock.waitForSleepers()
        await timer.advance(by: ScenarioTimeout.defaultTimeout)

        #expect(await result.value == .failure(ScenarioTimeout(
            screen: "Search", state: "debouncing", timeout: .seconds(5), pendingWaits: ["a ManualClock sleep until 3.0 seconds"])))
    }

    @Test func theScenariosOwnTimeoutWinsOverTheRuns() async {
        let timer = ManualClock()
        let mock = UseCaseMock<Int, Int>("Slow.call", results: [.success(1)], suspended: true)
        let scenario = PreviewState<Int>.scenario("slow", timeout: .seconds(10)) { (try? await mock(0)) ?? 0 }
        let result = Task { await scenario.resolve(screen: "S", timeout: .seconds(1), clock: timer) }
        await mock.waitForSuspendedCalls()
        await timer.advance(by: .seconds(9))
        mock.releaseNextCall()

        #expect(await result.value == .success(1))
    }

    @Test func aScenarioWaitingOnNothingKnownSaysSo() {
        let timeout = ScenarioTimeout(screen: "Login", state: "spinning", timeout: .seconds(5), pendingWaits: [])
        #expect(timeout.description == "scenario Login/spinning did not finish within 5 s; it waits on nothing ViewStateKit knows (no suspended UseCaseMock call, no ManualClock sleep). \(Self.fix)")
    }

    @Test(arguments: [
        (Duration.seconds(5), "5 s"),
        (.milliseconds(50), "0.05 s"),
        (.milliseconds(1250), "1.25 s"),
        (.milliseconds(1), "0.001 s"),
        (.seconds(3600), "3600 s"),
    ])
    func secondsAreWrittenPlainly(_ duration: Duration, _ text: String) {
        #expect(ScenarioTimeout.seconds(duration) == text)
    }

    @Test(arguments: [
        ("10", Duration.seconds(10)),
        ("0.5", .milliseconds(500)),
        ("0.05", .milliseconds(50)),
        ("3600", .seconds(3600)),
        ("0.000000001", .nanoseconds(1)),
    ])
    func timeoutOptionReadsSeconds(_ text: String, _ duration: Duration) throws {
        #expect(try PreviewOptions.parse(["check", "--timeout", text]).timeout == duration)
    }
}
