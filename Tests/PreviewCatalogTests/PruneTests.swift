import Foundation
import PreviewCatalog
import Testing

/// `record --prune` deletes exactly the orphaned files `record` lists (and the folders they
/// leave empty), and nothing else.
@MainActor
@Suite struct PruneTests {
    /// Orphans of every kind beside files that must stay: recorded snapshots, a file that is
    /// no snapshot, a leftover temporary file is another matter (record removes those anyway).
    func sandboxWithOrphans() async throws -> Sandbox {
        let sandbox = try Sandbox()
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)
        try sandbox.write("gone\n", to: "snaps/Light/gone.txt")
        try sandbox.write("old variant\n", to: "snaps/Light/on@w32.txt")
        try sandbox.write("a removed screen\n", to: "snaps/Gate/open.txt")
        try sandbox.write("notes\n", to: "snaps/Light/notes.md")
        try sandbox.write("readme\n", to: "snaps/README")
        return sandbox
    }

    @Test func recordPruneDeletesExactlyTheOrphans() async throws {
        let sandbox = try await sandboxWithOrphans()
        defer { sandbox.remove() }

        let run = await runPreview(["record", "--prune"], environment: sandbox.environment())

        #expect(run.code == 0)
        #expect(run.output == """
            pruned     Gate/open.txt — no state produced it
            pruned     Light/gone.txt — no state produced it
            pruned     Light/on@w32.txt — no state produced it
            record: 0 new, 0 changed, 5 unchanged, 3 pruned in snaps

            """)
        #expect(sandbox.files() == [
            "snaps", "snaps/Door", "snaps/Door/closed.txt", "snaps/Door/locked.txt", "snaps/Door/open.txt",
            "snaps/Light", "snaps/Light/notes.md", "snaps/Light/on.txt", "snaps/Light/switched off.txt", "snaps/README",
        ])
        let again = await runPreview(["record", "--prune"], environment: sandbox.environment())
        #expect(again.output == "record: 0 new, 0 changed, 5 unchanged in snaps\n")
        #expect(await runPreview(["check"], environment: sandbox.environment()).code == 0)
    }

    /// A filter, a shard or a chosen width limits the orphans to prune as it limits those listed.
    @Test func aFilterPrunesOnlyTheOrphansItPicks() async throws {
        let sandbox = try await sandboxWithOrphans()
        defer { sandbox.remove() }

        let run = await runPreview(["record", "Light", "--prune", "--width", "32"], environment: sandbox.environment())

        #expect(run.code == 0)
        #expect(!run.output.contains("pruned     Light/on@w32.txt"))
        #expect(sandbox.files().contains("snaps/Gate/open.txt") && sandbox.files().contains("snaps/Light/gone.txt"))
        let light = await runPreview(["record", "Light", "--prune"], environment: sandbox.environment())
        #expect(light.output.contains("pruned     Light/gone.txt"))
        #expect(sandbox.files().contains("snaps/Gate/open.txt"))
    }

    @Test func withoutPruneRecordDeletesNothingAndNamesTheOption() async throws {
        let sandbox = try await sandboxWithOrphans()
        defer { sandbox.remove() }
        let before = sandbox.files()

        let run = await runPreview(["record"], environment: sandbox.environment())

        #expect(run.output.contains("orphaned   Gate/open.txt — no state produces it; 'swift run preview record --prune' deletes it"))
        #expect(sandbox.files() == before)
        let check = await runPreview(["check"], environment: sandbox.environment())
        #expect(check.output.hasSuffix("To fix: run 'swift run preview record --prune' to delete orphaned files.\n"), "\(check.output)")
    }

    @Test func reportsNameWhatWasPruned() async throws {
        let sandbox = try await sandboxWithOrphans()
        defer { sandbox.remove() }

        let run = await runPreview(["record", "--prune", "--format", "json"], environment: sandbox.environment())

        #expect(run.output.contains(#"{"screen": "Gate", "state": "open", "variant": "w40", "status": "pruned", "path": "Gate/open.txt", "detail": "no state produces it"}"#))
        #expect(!sandbox.files().contains("snaps/Gate/open.txt"))
    }

    @Test(arguments: [["check", "--prune"], ["--prune"], ["list", "--prune"], ["gallery", "--out", "x", "--prune"]])
    func pruneIsForRecordOnly(arguments: [String]) async throws {
        let sandbox = try await sandboxWithOrphans()
        defer { sandbox.remove() }
        let before = sandbox.files()
        let run = await runPreview(arguments, environment: sandbox.environment())
        #expect(run.code == 2)
        #expect(run.errors.count == 1 && run.errors[0].contains("option --prune does not apply to"), "\(run.errors)")
        #expect(sandbox.files() == before)
    }
}
