import Foundation
import PreviewCatalog
import Testing

/// `preview Light Door`, `check Light 'D*'`, `record A B`: the states any filter picks, once each.
@MainActor
@Suite struct SeveralFiltersTests {
    @Test func showDrawsEveryScreenNamed() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let both = await runPreview(["Door/open", "Light/on"], environment: sandbox.environment())
        let door = await runPreview(["Door/open"], environment: sandbox.environment())
        let light = await runPreview(["Light/on"], environment: sandbox.environment())
        #expect(both.code == 0)
        // In catalog order (Light first), whatever order the filters came in.
        #expect(both.output == light.output + door.output)
    }

    @Test func recordAndCheckTakeTheUnionAndItsOrphans() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let record = await runPreview(["record", "Light/on", "D*/clo*", "Light/on"], environment: sandbox.environment())
        #expect(record.code == 0)
        #expect(record.output == "new        Light/on.txt\nnew        Door/closed.txt\nrecord: 2 new, 0 changed, 0 unchanged in snaps\n")

        try sandbox.write("stale\n", to: "snaps/Door/old.txt")
        try sandbox.write("other screen's\n", to: "snaps/Gate/old.txt")
        let check = await runPreview(["check", "Light/on", "Door/*"], environment: sandbox.environment())
        #expect(check.code == 1)
        #expect(check.output.hasPrefix("""
            missing    Door/open.txt — no snapshot yet
            missing    Door/locked.txt — no snapshot yet
            orphaned   Door/old.txt — no state produces it

            """), "Gate/old.txt is no filter's: \(check.output)")
    }

    @Test func junitOfTwoFiltersHoldsBothScreens() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = await runPreview(["record"], environment: sandbox.environment())
        let run = await runPreview(["check", "Light", "Door", "--format", "junit"], environment: sandbox.environment())
        #expect(run.code == 0)
        #expect(run.output.components(separatedBy: "<testcase ").count - 1 == 5)
    }
}
