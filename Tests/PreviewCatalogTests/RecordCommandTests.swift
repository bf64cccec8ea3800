import Foundation
import PreviewCatalog
import PreviewCommandLine
import Testing

@MainActor
@Suite struct RecordCommandTests {
    @Test func writesOneFilePerStateAndCountsThem() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }

        let run = await runPreview(["record"], environment: sandbox.environment())

        #expect(run.code == 0)
        #expect(run.output == """
            new        Light/on.txt
            new        Light/switched off.txt
            new        Door/open.txt
            new        Door/closed.txt
            new        Door/locked.txt
            record: 5 new, 0 changed, 0 unchanged in snaps

            """)
        #expect(sandbox.files().filter { $0.hasSuffix(".txt") } == [
            "snaps/Door/closed.txt", "snaps/Door/locked.txt", "snaps/Door/open.txt",
            "snaps/Light/on.txt", "snaps/Light/switched off.txt",
        ])
        #expect(try sandbox.read("snaps/Door/locked.txt") == "Door\nlocked by 管理人\nend\n")
    }

    @Test func reportsChangedAndUnchangedAndNeverDeletes() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("ON\n", to: "snaps/Light/on.txt")
        try sandbox.write("stale\n", to: "snaps/Light/switched off.txt")
        try sandbox.write("keep me\n", to: "snaps/Light/gone.txt")

        let run = await runPreview(["record", "Light"], environment: sandbox.environment())

        #expect(run.code == 0)
        #expect(run.output == """
            changed    Light/switched off.txt
            orphaned   Light/gone.txt — no state produces it; 'swift run preview record --prune' deletes it
            record: 0 new, 1 changed, 1 unchanged in snaps

            """)
        #expect(try sandbox.read("snaps/Light/gone.txt") == "keep me\n")
        #expect(try sandbox.read("snaps/Light/switched off.txt") == "OFF\n")
    }

    @Test func widthAndStyleGetFilesOfTheirOwn() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let run = await runPreview(["record", "Light/on", "--width", "32", "--style", "ascii", "--dir", "elsewhere"], environment: sandbox.environment())
        #expect(run.code == 0)
        #expect(sandbox.files().filter { $0.hasSuffix(".txt") } == ["elsewhere/Light/on@w32@ascii.txt"])
    }

    @Test(arguments: ["false", "0", ""])
    func ciSetToFalseStillRecords(value: String) async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let run = await runPreview(["record", "Light/on"], environment: sandbox.environment(["CI": value]))
        #expect(run.code == 0)
    }

    @Test func forceRecordsOnCI() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let run = await runPreview(["record", "--force"], environment: sandbox.environment(["CI": "true"]))
        #expect(run.code == 0)
        #expect(run.output.hasSuffix("record: 5 new, 0 changed, 0 unchanged in snaps\n"))
    }

    @Test func shardsRecordDisjointPartsThatMakeTheWhole() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let first = await runPreview(["record", "--shard", "1/2"], environment: sandbox.environment())
        let afterFirst = sandbox.files().filter { $0.hasSuffix(".txt") }
        let second = await runPreview(["record", "--shard", "2/2"], environment: sandbox.environment())
        #expect(first.output.hasSuffix("record: 3 new, 0 changed, 0 unchanged in snaps\n"))
        #expect(second.output.hasSuffix("record: 2 new, 0 changed, 0 unchanged in snaps\n"))
        #expect(afterFirst.count == 3)
        #expect(sandbox.files().filter { $0.hasSuffix(".txt") }.count == 5)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.userName != "root", "root can write anywhere"))
    func aReallyReadOnlyFolderIsRefused() async throws {
        let sandbox = try Sandbox()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.root.appendingPathComponent("locked").path)
            sandbox.remove()
        }
        try FileManager.default.createDirectory(at: sandbox.root.appendingPathComponent("locked"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: sandbox.root.appendingPathComponent("locked").path)
        var environment = sandbox.environment()
        environment.isWritable = PreviewEnvironment().isWritable

        let run = await runPreview(["record", "--dir", "locked/snaps"], environment: environment)

        #expect(run.code == 2)
        #expect(run.errors == [#"error: snapshot directory "locked/snaps" is not writable; fix its permissions or choose another with --dir."#])
    }
}
