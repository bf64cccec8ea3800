import Foundation
import PreviewCatalog
import Testing

/// Errors say what is really wrong: a snapshot directory that cannot be read is not a
/// directory of missing snapshots.
@MainActor
@Suite struct HonestErrorTests {
    @Test(arguments: ["check", "record"])
    func anUnreadableDirectorySaysSo(command: String) async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)
        let before = sandbox.files()

        let run = await runPreview([command], environment: sandbox.environment(isReadable: false))

        #expect(run.code == 2)
        #expect(run.errors == [#"error: cannot read snapshot directory "snaps"; fix its permissions or choose another with --dir."#])
        #expect(run.output.isEmpty)
        #expect(sandbox.files() == before)
    }

    /// A snapshot behind a loop of links (or a folder that cannot be searched) is unreadable,
    /// with the fix of its own, never "missing, run record".
    @Test func aSnapshotThatCannotBeReachedIsUnreadableNotMissing() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)
        let light = sandbox.snapshots.appendingPathComponent("Light")
        try FileManager.default.removeItem(at: light)
        try FileManager.default.createSymbolicLink(atPath: light.path, withDestinationPath: "Light")

        let run = await runPreview(["check", "Light"], environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(!run.output.contains("missing"), "\(run.output)")
        #expect(run.output.contains("unreadable Light/on.txt — snapshot \""), "\(run.output)")
        #expect(run.output.contains("cannot be read; check its permissions"))
    }

    @Test func anOutFolderThatIsAFileEndsInOneFullStop() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("not a folder", to: "page")
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)

        let run = await runPreview(["check", "--format", "html", "--out", "page"], environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.errors == [#"error: --out "page" is a file, not a folder; give --out a folder to write index.html in."#])
    }
}
