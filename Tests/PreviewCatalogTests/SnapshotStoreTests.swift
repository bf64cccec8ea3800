import Foundation
import PreviewCatalog
import TextSnapshots
import Testing

@Suite struct SnapshotKeyPathTests {
    @Test func relativePathIsScreenFolderAndStateFileWithVariantSuffixes() {
        #expect(SnapshotKey(screen: "Login", state: "wrong password").relativePath == "Login/wrong password.txt")
        #expect(SnapshotKey(screen: "Login", state: "idle", width: 32).relativePath == "Login/idle@w32.txt")
        #expect(SnapshotKey(screen: "Login", state: "idle", width: 32, style: .ascii).relativePath == "Login/idle@w32@ascii.txt")
        #expect(SnapshotKey(screen: "Login", state: "idle@w32").relativePath == "Login/idle%40w32.txt")
    }
}

@Suite struct SnapshotStoreTests {
    private func temporaryStore() throws -> SnapshotStore {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        return SnapshotStore(directory: directory)
    }

    @Test func writeReportsNewChangedAndUnchanged() throws {
        let store = try temporaryStore()
        defer { try? FileManager.default.removeItem(at: store.directory) }

        #expect(try store.write("ログイン", for: SnapshotKey(screen: "Login", state: "idle")) == .new)
        #expect(try store.write("ログイン", for: SnapshotKey(screen: "Login", state: "idle")) == .unchanged)
        #expect(try store.write("ログイン中", for: SnapshotKey(screen: "Login", state: "idle")) == .changed)
        #expect(try store.read(SnapshotKey(screen: "Login", state: "idle")) == "ログイン中")
    }

    @Test func filesEndInOneNewlineAndReadBackWithoutIt() throws {
        let store = try temporaryStore()
        defer { try? FileManager.default.removeItem(at: store.directory) }

        try store.write("a\nb", for: SnapshotKey(screen: "S", state: "s"))
        let raw = try String(contentsOf: store.fileURL(for: SnapshotKey(screen: "S", state: "s")), encoding: .utf8)
        #expect(raw == "a\nb\n")
        #expect(try store.read(SnapshotKey(screen: "S", state: "s")) == "a\nb")
    }

    @Test func missingSnapshotReadsAsNil() throws {
        let store = try temporaryStore()
        #expect(try store.read(SnapshotKey(screen: "Login", state: "idle")) == nil)
        #expect(try store.recordedRelativePaths() == [])
    }

    @Test func recordedPathsListEveryTextFileSorted() throws {
        let store = try temporaryStore()
        defer { try? FileManager.default.removeItem(at: store.directory) }
        try store.write("x", for: SnapshotKey(screen: "Login", state: "idle"))
        try store.write("y", for: SnapshotKey(screen: "Login", state: "wrong password"))
        try store.write("z", for: SnapshotKey(screen: "Feed", state: "empty"))

        #expect(try store.recordedRelativePaths() == ["Feed/empty.txt", "Login/idle.txt", "Login/wrong password.txt"])
    }

    @Test func aFileThatIsNotUTF8IsAClearError() throws {
        let store = try temporaryStore()
        defer { try? FileManager.default.removeItem(at: store.directory) }
        let url = store.fileURL(for: SnapshotKey(screen: "S", state: "s"))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00]).write(to: url)

        #expect(throws: SnapshotStoreError.notUTF8(path: url.path)) { try store.read(SnapshotKey(screen: "S", state: "s")) }
    }
}

/// ``SnapshotStore``'s batched writes.
@Suite struct SnapshotStoreBatchTests {
    @Test func aBatchReportsOneOutcomePerSnapshotInOrderAndLeavesNoTemporaryFile() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let store = SnapshotStore(directory: sandbox.snapshots)
        let keys = (0..<40).map { SnapshotKey(screen: "S\($0 % 4)", state: "state \($0)") }
        try store.write(keys[0].description, for: keys[0])
        try store.write("old", for: keys[1])

        let outcomes = try store.write(keys.map { ($0, $0.description) })

        #expect(outcomes[0] == .unchanged)
        #expect(outcomes[1] == .changed)
        #expect(outcomes[2...].allSatisfy { $0 == .new })
        for key in keys { #expect(try store.read(key) == key.description) }
        #expect(store.leftoverTemporaryFiles().isEmpty)
        #expect(sandbox.files().allSatisfy { !$0.contains(".tmp-") }, "\(sandbox.files())")
    }

    @Test func anEmptyOrUnchangedBatchCreatesNothing() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let store = SnapshotStore(directory: sandbox.snapshots)
        #expect(try store.write([]) == [])
        #expect(!FileManager.default.fileExists(atPath: sandbox.snapshots.path))
    }

    @Test func errorsAreOnePlainLineWithTheirPathEscaped() {
        let error = SnapshotStoreError.linkOutside(path: "/s/Lo\ngin", target: "/tmp/x\u{202E}y")
        #expect(error.description == #"refusing to write through "/s/Lo\ngin": it is a symbolic link to "/tmp/x\u{202E}y", outside the snapshot directory; remove the link or give --dir the real folder"#)
        #expect(SnapshotStoreError.cannotWrite(path: "/a", reason: "permission denied").description
            == #"cannot write "/a": permission denied; check the disk and permissions, then record again"#)
    }
}

/// Layouts deeper than `<screen>/<state>.txt` get their folders made and their leftovers found.
@Suite struct SnapshotStoreDepthTests {
    @Test func nestedFoldersAreCreatedAndSearched() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let store = SnapshotStore(directory: sandbox.snapshots.appendingPathComponent("a/b"))
        try store.write("deep", for: SnapshotKey(screen: "S", state: "s"))
        try sandbox.write("half", to: "snaps/a/b/S/x/.s.txt.tmp-00000001")
        #expect(SnapshotStore(directory: sandbox.snapshots).leftoverTemporaryFiles() == ["a/b/S/x/.s.txt.tmp-00000001"])
        #expect(SnapshotStore(directory: sandbox.snapshots).removeLeftoverTemporaryFiles().count == 1)
        #expect(SnapshotStore(directory: sandbox.snapshots).leftoverTemporaryFiles().isEmpty)
    }

    @Test(arguments: [
        ("Login/.idle.txt.tmp-3f9a0c1e", "Login/idle.txt"),
        ("a/b/S/x/.s.txt.tmp-00000001", "a/b/S/x/s.txt"),
        ("Login/.wrong password@w32.txt.tmp-00000002", "Login/wrong password@w32.txt"),
        (".top.txt.tmp-00000003", "top.txt"),
    ])
    func aTemporaryFileNamesTheSnapshotItWasWrittenFor(path: String, target: String) {
        #expect(SnapshotStore.target(ofTemporaryPath: path) == target)
    }

    @Test func aTemporaryFileFoundationLeftNamesNoSnapshot() {
        #expect(SnapshotStore.target(ofTemporaryPath: "Door/.dat.nosync67C9.aYjKEx") == nil)
    }

    @Test func onlyTheLeftoversOfTheGivenSnapshotsAreRemoved() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for leftover in ["Light/.on.txt.tmp-00000001", "Light/.off.txt.tmp-00000002", "Door/.dat.nosync67C9.aYjKEx"] {
            try sandbox.write("half", to: "snaps/" + leftover)
        }
        let store = SnapshotStore(directory: sandbox.snapshots)
        #expect(store.removeLeftoverTemporaryFiles(writtenFor: ["Light/on.txt"]) == ["Light/.on.txt.tmp-00000001"])
        #expect(store.leftoverTemporaryFiles() == ["Door/.dat.nosync67C9.aYjKEx", "Light/.off.txt.tmp-00000002"])
    }
}
