import Foundation
import PreviewCatalog
import Testing

/// Every fix `check` names works when followed as written: where `record` would refuse a path,
/// `check` says how to clear it first, and following the lines makes `check` pass.
@MainActor
@Suite struct FixItTests {
    /// The closing "To fix:" line of a run.
    private func fixLine(_ run: CommandRun) -> String {
        run.output.split(separator: "\n").last { $0.hasPrefix("To fix: ") }.map(String.init) ?? ""
    }

    @Test func aFolderWhereASnapshotGoesIsClearedBeforeRecordIsNamed() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)
        try FileManager.default.removeItem(at: sandbox.snapshots.appendingPathComponent("Light/on.txt"))
        try FileManager.default.createDirectory(at: sandbox.snapshots.appendingPathComponent("Light/on.txt"), withIntermediateDirectories: true)
        try sandbox.write("Door\nis ajar\nend\n", to: "snaps/Door/open.txt")

        let check = await runPreview(["check"], environment: sandbox.environment())

        #expect(check.code == 1)
        #expect(check.output.contains("unreadable Light/on.txt — snapshot \"\(sandbox.snapshots.path)/Light/on.txt\" is a folder, not a file; remove or rename it, then record again\n"), "\(check.output)")
        #expect(fixLine(check) == "To fix: first fix each unreadable snapshot as its line says; then run 'swift run preview record' to accept the rendered text.")
        // Record alone is refused, as the fix-it's order says.
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 1)

        // Following the lines in order works.
        try FileManager.default.removeItem(at: sandbox.snapshots.appendingPathComponent("Light/on.txt"))
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)
        #expect(await runPreview(["check"], environment: sandbox.environment()).code == 0)
    }

    @Test func aFileWhereAScreenFolderGoesIsBlockedNotMissing() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("not a folder\n", to: "snaps/Light")

        let check = await runPreview(["check", "Light"], environment: sandbox.environment())

        #expect(check.code == 1)
        #expect(!check.output.contains("missing"), "\(check.output)")
        #expect(check.output.hasPrefix("blocked    Light/on.txt — \"\(sandbox.snapshots.path)/Light\" is a file where a snapshot folder goes; remove or rename it, then record again\n"), "\(check.output)")
        #expect(fixLine(check) == "To fix: first fix each blocked snapshot as its line says.")

        try FileManager.default.removeItem(at: sandbox.snapshots.appendingPathComponent("Light"))
        #expect(await runPreview(["record", "Light"], environment: sandbox.environment()).code == 0)
        #expect(await runPreview(["check", "Light"], environment: sandbox.environment()).code == 0)
    }

    @Test func aDifferingSnapshotLinkedOutsideIsBlockedNotSentToRecord() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)
        try sandbox.write("Door\nis ajar\nend\n", to: "outside.txt")
        try FileManager.default.removeItem(at: sandbox.snapshots.appendingPathComponent("Door/open.txt"))
        try FileManager.default.createSymbolicLink(at: sandbox.snapshots.appendingPathComponent("Door/open.txt"), withDestinationURL: sandbox.root.appendingPathComponent("outside.txt"))

        let check = await runPreview(["check", "Door"], environment: sandbox.environment())

        #expect(check.code == 1)
        #expect(check.output.contains("-is ajar\n+is open\n"), "the diff is still shown: \(check.output)")
        #expect(check.output.contains("blocked    Door/open.txt — refusing to write through \""), "\(check.output)")
        #expect(check.output.contains("check failed: 1 blocked in snaps.\n"), "\(check.output)")
        #expect(fixLine(check) == "To fix: first fix each blocked snapshot as its line says.")
        #expect(await runPreview(["record", "Door"], environment: sandbox.environment()).code == 1, "record refuses, so check must not send the user there")
    }

    @Test func onCIEveryRecordFixSaysLocally() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)
        try sandbox.write("half", to: "snaps/Light/.on.txt.tmp-0badf00d")

        let check = await runPreview(["check"], environment: sandbox.environment(["CI": "true"]))

        #expect(fixLine(check) == "To fix: run 'swift run preview record' locally to remove leftover temporary files and commit the result.")
    }
}
