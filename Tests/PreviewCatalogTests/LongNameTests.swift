import Foundation
import PreviewCatalog
@testable import TextSnapshots
import Testing

/// A name as long as a file name may be is recorded: its temporary file's name fits too.
@MainActor
@Suite struct LongNameTests {
    /// State names whose files take 242 to 255 bytes (past the 241 a temporary name could hold
    /// whole), and longer ones that are cut and hashed to 255.
    nonisolated static let names = [238, 241, 242, 245, 250, 251, 300, 1_000].map { String(repeating: "a", count: $0) }
        + [String(repeating: "長", count: 82), String(repeating: "👨‍👩‍👧", count: 15)]

    @Test(arguments: names)
    func aStateWithTheLongestFileNameIsRecorded(name: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SnapshotStore(directory: directory)
        let key = SnapshotKey(screen: "S", state: name)
        #expect(key.relativePath.split(separator: "/").allSatisfy { $0.utf8.count <= SnapshotPath.maximumComponentBytes })

        #expect(try store.write("text", for: key) == .new)
        #expect(try store.read(key) == "text")
        #expect(store.leftoverTemporaryFiles().isEmpty)
    }

    /// A temporary file left for a long name is found, and removed by the shard that writes
    /// that name only.
    @Test func aShardClearsTheLeftoverOfItsOwnLongName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SnapshotStore(directory: directory)
        // Two names alike in their first 240 bytes: only the hash tells their leftovers apart.
        let long = SnapshotKey(screen: "S", state: String(repeating: "b", count: 250) + "1")
        let other = SnapshotKey(screen: "S", state: String(repeating: "b", count: 250) + "2")
        try store.write("x", for: long)
        try store.write("x", for: other)
        var leftovers: [String] = []
        for key in [long, other] {
            // What an interrupted write leaves: the store's own temporary name for the file.
            let path = TemporaryFileName.path(for: store.fileURL(for: key).path)
            #expect(URL(fileURLWithPath: path).lastPathComponent.utf8.count <= SnapshotPath.maximumComponentBytes)
            try Data("half".utf8).write(to: URL(fileURLWithPath: path))
            leftovers.append("S/" + URL(fileURLWithPath: path).lastPathComponent)
        }
        #expect(store.leftoverTemporaryFiles() == leftovers.sorted())

        #expect(store.removeLeftoverTemporaryFiles(writtenFor: [long.relativePath]) == [leftovers[0]])
        #expect(store.leftoverTemporaryFiles() == [leftovers[1]])
    }

    @Test func recordWritesAStateNamedAsLongAsAFileNameMayBe() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let name = String(repeating: "x", count: 251)
        let setup = HostileSetup(screen: "Long", states: [name], text: "t", variants: [.standard])
        let run = await Hostile.$setup.withValue(setup) {
            await runPreview(["record"], catalog: Catalog([HostilePreviews.self]), environment: sandbox.environment())
        }
        #expect(run.code == 0, "\(run.errors)")
        #expect(sandbox.files() == ["snaps", "snaps/Long", "snaps/Long/\(name).txt"])
    }
}
