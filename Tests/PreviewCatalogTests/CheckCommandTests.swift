import Foundation
import PreviewCatalog
import Testing

@MainActor
@Suite struct CheckCommandTests {
    /// A sandbox with every snapshot of the standard catalog recorded.
    private func recorded() async throws -> Sandbox {
        let sandbox = try Sandbox()
        let run = await runPreview(["record"], environment: sandbox.environment())
        #expect(run.code == 0)
        return sandbox
    }

    @Test func passesWhenEverythingMatches() async throws {
        let sandbox = try await recorded()
        defer { sandbox.remove() }
        let before = sandbox.files()

        let run = await runPreview(["check"], environment: sandbox.environment(["CI": "true"]))

        #expect(run.code == 0)
        #expect(run.output == "check: 5 snapshots match, 5 of 5 cases covered in snaps\n")
        #expect(sandbox.files() == before)
    }

    @Test func printsADiffForEachDifferenceAndExitsOne() async throws {
        let sandbox = try await recorded()
        defer { sandbox.remove() }
        try sandbox.write("Door\nis ajar\nend\n", to: "snaps/Door/open.txt")

        let run = await runPreview(["check"], environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output == """
            --- Door/open.txt (recorded)
            +++ Door/open.txt (rendered)
            @@ -1,3 +1,3 @@
             Door
            -is ajar
            +is open
             end
            check failed: 1 differs in snaps.
            To fix: run 'swift run preview record' to accept the rendered text.

            """)
        #expect(try sandbox.read("snaps/Door/open.txt") == "Door\nis ajar\nend\n")
    }

    @Test func listsMissingOrphanedAndUncovered() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = await runPreview(["record"], catalog: TestCatalog.uncovered.catalog, environment: sandbox.environment())
        try FileManager.default.removeItem(at: sandbox.snapshots.appendingPathComponent("Light/on.txt"))
        try sandbox.write("old\n", to: "snaps/Gate/old.txt")
        try sandbox.write("other width\n", to: "snaps/Gate/old@w32.txt")

        let run = await runPreview(["check"], catalog: TestCatalog.uncovered.catalog, environment: sandbox.environment(["CI": "1"]))

        #expect(run.code == 1)
        #expect(run.output == """
            missing    Light/on.txt — no snapshot yet
            orphaned   Gate/old.txt — no state produces it
            orphaned   Gate/old@w32.txt — no state produces it
            uncovered  Gate .down — no preview reaches it
            check failed: 1 missing, 2 orphaned, 1 uncovered in snaps.
            To fix: run 'swift run preview record' locally and commit the files; run 'swift run preview record --prune' locally to delete orphaned files and commit the result; add a preview for each uncovered case, or mark it NotPreviewed("…", because: "…").

            """)
        #expect(!FileManager.default.fileExists(atPath: sandbox.snapshots.appendingPathComponent("Light/on.txt").path))
    }

    @Test func aMissingDirectoryMeansEverySnapshotIsMissing() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let run = await runPreview(["check", "Light"], environment: sandbox.environment())
        #expect(run.code == 1)
        #expect(run.output.hasPrefix("missing    Light/on.txt — no snapshot yet\nmissing    Light/switched off.txt — no snapshot yet\n"))
        #expect(sandbox.files().isEmpty)
    }

    @Test func filterLimitsSnapshotsOrphansAndCoverage() async throws {
        let sandbox = try await recorded()
        defer { sandbox.remove() }
        try sandbox.write("x\n", to: "snaps/Light/old.txt")

        let door = await runPreview(["check", "Door"], environment: sandbox.environment())
        let light = await runPreview(["check", "Light/*"], environment: sandbox.environment())

        #expect(door.code == 0)
        #expect(door.output == "check: 3 snapshots match, 3 of 3 cases covered in snaps\n")
        #expect(light.code == 1)
        #expect(light.output.contains("orphaned   Light/old.txt — no state produces it"))
    }

    @Test func shardsCheckDisjointPartsWhoseUnionIsEverything() async throws {
        let sandbox = try await recorded()
        defer { sandbox.remove() }
        for name in ["a", "b", "c"] { try sandbox.write("x\n", to: "snaps/Door/\(name).txt") }

        var orphans: [String] = []
        var matched = 0
        for shard in 1...3 {
            let run = await runPreview(["check", "--shard", "\(shard)/3"], environment: sandbox.environment())
            orphans += run.output.split(separator: "\n").filter { $0.hasPrefix("orphaned") }.map(String.init)
            matched += run.output.components(separatedBy: "1 orphaned").count - 1
        }
        #expect(orphans.sorted() == ["Door/a.txt", "Door/b.txt", "Door/c.txt"].map { "orphaned   \($0) — no state produces it" })
        #expect(matched == 3)
    }

    @Test func namesThatCollideWithoutCaseAreRefusedBeforeReading() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let run = await runPreview(["check"], catalog: TestCatalog.caseCollision.catalog, environment: sandbox.environment())
        #expect(run.code == 2)
        #expect(run.errors.count == 1)
    }
}

extension CheckCommandTests {
    @Test func trailingWhitespaceInAChangedLineIsVisible() async throws {
        let sandbox = try await recorded()
        defer { sandbox.remove() }
        try sandbox.write("ON \n", to: "snaps/Light/on.txt")

        let run = await runPreview(["check", "Light/on"], environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.hasPrefix("--- Light/on.txt (recorded)\n+++ Light/on.txt (rendered)\n@@ -1 +1 @@\n-ON␠\n+ON\n"))
    }
}
