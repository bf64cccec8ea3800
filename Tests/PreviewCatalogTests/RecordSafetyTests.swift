import Foundation
import PreviewCatalog
import Testing

/// `record` cannot be tricked into writing outside `--dir`, says what is wrong in one plain
/// line, and cleans up after an interrupted run; `check` reports what such a run left.
@MainActor
@Suite struct RecordSafetyTests {
    private func link(_ relativePath: String, to target: URL, in sandbox: Sandbox) throws {
        let url = sandbox.root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
    }

    private func expectOnePlainLine(_ run: CommandRun, mentioning fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.code == 1, sourceLocation: sourceLocation)
        #expect(run.errors.count == 1, "\(run.errors)", sourceLocation: sourceLocation)
        let line = run.errors.first ?? ""
        #expect(line.hasPrefix("error: ") && line.contains(fragment), "\(line)", sourceLocation: sourceLocation)
        #expect(!line.contains("\n") && !line.contains("Error Domain") && !line.contains("NSError"), "\(line)", sourceLocation: sourceLocation)
    }

    @Test func aScreenFolderLinkedOutsideIsRefusedAndNothingIsWritten() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let outside = sandbox.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try link("snaps/Light", to: outside, in: sandbox)

        let run = await runPreview(["record"], environment: sandbox.environment())

        expectOnePlainLine(run, mentioning: "snaps/Light\": it is a symbolic link to")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(sandbox.files().filter { $0.hasSuffix(".txt") }.isEmpty, "nothing is written when one path is unsafe")
    }

    @Test func aSnapshotFileLinkedOutsideIsRefused() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("secret\n", to: "outside.txt")
        try link("snaps/Door/open.txt", to: sandbox.root.appendingPathComponent("outside.txt"), in: sandbox)

        let run = await runPreview(["record", "Door"], environment: sandbox.environment())

        expectOnePlainLine(run, mentioning: "Door/open.txt\": it is a symbolic link to")
        #expect(try sandbox.read("outside.txt") == "secret\n")
    }

    @Test func aDanglingLinkIsRefusedToo() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try link("snaps/Door", to: sandbox.root.appendingPathComponent("gone"), in: sandbox)
        let run = await runPreview(["record", "Door"], environment: sandbox.environment())
        expectOnePlainLine(run, mentioning: "outside the snapshot directory")
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("gone").path))
    }

    @Test func aLinkThatStaysInsideIsFollowed() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.snapshots.appendingPathComponent("Lights"), withIntermediateDirectories: true)
        try link("snaps/Light", to: sandbox.snapshots.appendingPathComponent("Lights"), in: sandbox)
        let run = await runPreview(["record", "Light"], environment: sandbox.environment())
        #expect(run.code == 0, "\(run.errors)")
        #expect(try sandbox.read("snaps/Lights/on.txt") == "ON\n")
    }

    @Test func aSnapshotPathThatIsAFolderGetsOnePlainLine() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(at: sandbox.snapshots.appendingPathComponent("Light/on.txt"), withIntermediateDirectories: true)

        let record = await runPreview(["record", "Light"], environment: sandbox.environment())
        expectOnePlainLine(record, mentioning: "Light/on.txt\" is a folder, not a file")

        let check = await runPreview(["check", "Light"], environment: sandbox.environment())
        #expect(check.code == 1)
        #expect(check.output.contains("unreadable Light/on.txt — snapshot "), "\(check.output)")
        #expect(!check.output.contains("Error Domain"))
    }

    @Test func aFileWhereAScreenFolderGoesGetsOnePlainLine() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("not a folder\n", to: "snaps/Light")
        let run = await runPreview(["record", "Light"], environment: sandbox.environment())
        expectOnePlainLine(run, mentioning: "is a file where a snapshot folder goes")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "needs Linux's /proc, where nobody can create a folder"))
    func aFolderTheSystemWillNotCreateGetsOnePlainLine() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let run = await runPreview(["record", "Light", "--dir", "/proc/preview-snapshots"], environment: sandbox.environment())
        expectOnePlainLine(run, mentioning: "cannot write \"/proc/preview-snapshots\": ")
    }

    @Test func checkReportsLeftoverTemporaryFilesAndRecordRemovesThem() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = await runPreview(["record"], environment: sandbox.environment())
        try sandbox.write("half", to: "snaps/Light/.on.txt.tmp-0badf00d")
        try sandbox.write("half", to: "snaps/Door/.dat.nosync67C9.aYjKEx")

        let check = await runPreview(["check"], environment: sandbox.environment())
        #expect(check.code == 1)
        #expect(check.output.contains("leftover   Door/.dat.nosync67C9.aYjKEx — a temporary file an interrupted record left\nleftover   Light/.on.txt.tmp-0badf00d — "), "\(check.output)")
        #expect(check.output.contains("2 leftover"))

        let record = await runPreview(["record"], environment: sandbox.environment())
        #expect(record.code == 0)
        #expect(record.output.hasPrefix("removed    Door/.dat.nosync67C9.aYjKEx — a temporary file an interrupted record left\nremoved    Light/.on.txt.tmp-0badf00d"), "\(record.output)")
        #expect(sandbox.files().allSatisfy { !$0.contains(".tmp-") && !$0.contains(".nosync") }, "\(sandbox.files())")
        #expect(await runPreview(["check"], environment: sandbox.environment()).code == 0)
    }

    @Test func aShardRemovesTheLeftoversOfItsOwnFilesAndLeavesTheOthersAlone() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = await runPreview(["record"], environment: sandbox.environment())
        let snapshots = sandbox.files().filter { $0.hasSuffix(".txt") }
        for file in snapshots {
            let folder = file.split(separator: "/").dropLast().joined(separator: "/")
            try sandbox.write("half", to: "\(folder)/.\(file.split(separator: "/").last!).tmp-0badf00d")
        }
        try sandbox.write("half", to: "snaps/Door/.dat.nosync67C9.aYjKEx")

        let run = await runPreview(["record", "--shard", "1/2"], environment: sandbox.environment())
        #expect(run.code == 0)
        let removed = run.output.split(separator: "\n").filter { $0.hasPrefix("removed") }
        let left = sandbox.files().filter { $0.contains(".tmp-") }
        #expect(!removed.isEmpty && !left.isEmpty, "a shard takes part of the states: \(run.output)")
        #expect(removed.count + left.count == snapshots.count)
        // What the shard removed is what the other shard does not write.
        let other = await runPreview(["record", "--shard", "2/2"], environment: sandbox.environment())
        #expect(other.output.split(separator: "\n").filter { $0.hasPrefix("removed") }.count == left.count, "\(other.output)")
        #expect(sandbox.files().filter { $0.contains(".tmp-") }.isEmpty)
        #expect(sandbox.files().contains("snaps/Door/.dat.nosync67C9.aYjKEx"), "a temporary file that names no snapshot waits for a whole run")
    }

    @Test func unchangedFilesAreNotRewritten() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = await runPreview(["record"], environment: sandbox.environment())
        let path = sandbox.root.appendingPathComponent("snaps/Door/open.txt").path
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        let again = await runPreview(["record"], environment: sandbox.environment())
        #expect(again.output.hasSuffix("record: 0 new, 0 changed, 5 unchanged in snaps\n"))
        let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(before != nil && before == after, "a rename would give the file a new inode")
    }
}
