import Foundation
import PreviewCatalog
import Testing
import ViewStateKit

/// A scenario that does not finish fails after its timeout, naming what it waits on, and the
/// rest of the catalog still renders and checks. The timeouts here are 50 ms: the only
/// real-time waits in the suite.
@MainActor
@Suite struct ScenarioTimeoutTests {
    static let fix = "Let the scenario finish (release the call, advance the clock), or give it longer with .scenario(_:timeout:_:) or --timeout."

    static func message(_ state: String, _ waits: String, screen: String = "Stuck", within: String = "0.05 s") -> String {
        "scenario \(screen)/\(state) did not finish within \(within); it waits on \(waits). \(fix)"
    }

    static let stuckMessages = [
        message("waits on a mock", "LightsUseCase.fetch call #1, suspended until released"),
        message("ignores cancellation", "LightsUseCase.fetch call #1, suspended until released"),
        message("sleeps", "a ManualClock sleep until 3.0 seconds"),
    ]

    @Test func checkReportsEachStuckScenarioChecksTheRestAndExitsOne() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let record = await runPreview(["record"], catalog: TestCatalog.stuck.catalog, environment: sandbox.environment())
        #expect(record.code == 1)
        #expect(record.output == """
            new        Stuck/fine.txt
            new        Light/on.txt
            new        Light/switched off.txt
            record: 3 new, 0 changed, 0 unchanged, 3 timed out in snaps

            """)
        #expect(record.errors == Self.stuckMessages.map { "error: " + $0 })
        #expect(sandbox.files() == ["snaps", "snaps/Light", "snaps/Light/on.txt", "snaps/Light/switched off.txt", "snaps/Stuck", "snaps/Stuck/fine.txt"])

        let check = await runPreview(["check"], catalog: TestCatalog.stuck.catalog, environment: sandbox.environment())

        #expect(check.code == 1)
        #expect(check.output == Self.stuckMessages.map { "timed out  " + $0 + "\n" }.joined() + """
            check failed: 3 timed out in snaps.
            To fix: let each timed-out scenario finish, or give it longer.

            """)
    }

    @Test func theRunsTimeoutBoundsAScenarioWithNoneOfItsOwn() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["check", "--timeout", "0.05"], catalog: TestCatalog.hanging.catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.hasPrefix("timed out  " + Self.message("forever", "LightsUseCase.fetch call #1, suspended until released", screen: "Hanging") + "\n"))
        #expect(run.output.contains("missing    Light/on.txt"), "the other screen is still checked")
    }

    @Test func showDrawsTheOtherStatesAndNamesTheStuckOnesOnStandardError() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["Stuck"], catalog: TestCatalog.stuck.catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.contains("ON"))
        #expect(run.output.contains("Stuck · fine"))
        #expect(!run.output.contains("Stuck · sleeps"))
        #expect(run.errors == Self.stuckMessages.map { "error: " + $0 })
    }

    @Test func listMarksTheStuckStatesAndExitsOne() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["list", "Stuck"], catalog: TestCatalog.stuck.catalog, environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.contains("  sleeps                timed out\n"))
        #expect(run.errors == Self.stuckMessages.map { "error: " + $0 })
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
        let scenario = PreviewState<Int>.scenario("two calls", timeout: .milliseconds(50)) {
            let first = UseCaseMock<Int, Int>("First.call", results: [.success(1)], suspended: true)
            let second = UseCaseMock<Int, Int>("Second.call", results: [.success(2)], suspended: true)
            let answer = Task { try? await first(0) }
            await first.waitForSuspendedCalls()
            first.releaseNextCall()
            _ = await answer.value
            return (try? await second(0)) ?? 0
        }
        let result = await scenario.resolve(screen: "Numbers", timeout: nil)
        #expect(result == .failure(ScenarioTimeout(screen: "Numbers", state: "two calls", timeout: .milliseconds(50), pendingWaits: ["Second.call call #1, suspended until released"])))
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
