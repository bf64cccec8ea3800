import Foundation
@testable import PreviewCatalog
import Testing
import TextUI
import TextSnapshots

/// References named by the old percent-encoding scheme (`switched%20off.txt`): `record` renames
/// them and says so, `check` points at them instead of calling them missing and orphaned.
@MainActor
@Suite struct SnapshotMigrationTests {
    @Test func recordRenamesAnOldNamedFileAndReportsIt() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("ON\n", to: "snaps/Light/on.txt")
        try sandbox.write("OFF\n", to: "snaps/Light/switched%20off.txt")

        let run = await runPreview(["record", "Light"], environment: sandbox.environment())

        #expect(run.code == 0)
        #expect(run.output == """
            renamed    Light/switched%20off.txt → Light/switched off.txt
            record: 0 new, 0 changed, 2 unchanged, 1 renamed in snaps

            """)
        #expect(sandbox.files() == ["snaps", "snaps/Light", "snaps/Light/on.txt", "snaps/Light/switched off.txt"])
        #expect(try sandbox.read("snaps/Light/switched off.txt") == "OFF\n")
    }

    @Test func checkPointsAtAnOldNamedFileInsteadOfCallingItMissingAndOrphaned() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(await runPreview(["record"], environment: sandbox.environment()).code == 0)
        let oldURL = sandbox.root.appendingPathComponent("snaps/Light/switched%20off.txt")
        try FileManager.default.moveItem(at: sandbox.root.appendingPathComponent("snaps/Light/switched off.txt"), to: oldURL)
        let before = sandbox.files()
        var environment = sandbox.environment(["CI": "true"])
        environment.commandName = "cart-preview"

        let run = await runPreview(["check"], environment: environment)

        #expect(run.code == 1)
        #expect(run.output == """
            old name   Light/switched%20off.txt — 'record' renames it to Light/switched off.txt
            check failed: 1 old-named in snaps.
            To fix: run 'swift run cart-preview record' locally to rename old-named files and commit the result.

            """)
        #expect(sandbox.files() == before, "check never writes")
    }

    @Test func renamingTheLastFileOfAnOldFolderRemovesTheFolder() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("x\n", to: "snaps/My%20Screen/first%20state.txt")
        let store = SnapshotStore(directory: sandbox.snapshots)
        let key = SnapshotKey(screen: "My Screen", state: "first state")

        let old = try #require(SnapshotMigration.oldFile(for: key, in: store))
        try SnapshotMigration.rename(old, to: key, in: store)

        #expect(old == "My%20Screen/first%20state.txt")
        #expect(sandbox.files() == ["snaps", "snaps/My Screen", "snaps/My Screen/first state.txt"])
        #expect(SnapshotMigration.oldFile(for: key, in: store) == nil, "nothing left to rename")
    }

    @Test func aFileUnderTodaysNameIsNeverReplacedByAnOldOne() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("new\n", to: "snaps/Light/switched off.txt")
        try sandbox.write("old\n", to: "snaps/Light/switched%20off.txt")
        let store = SnapshotStore(directory: sandbox.snapshots)

        #expect(SnapshotMigration.oldFile(for: SnapshotKey(screen: "Light", state: "switched off"), in: store) == nil)
    }

    /// From one listing of the folder, the same answer as asking the file system key by key.
    @Test func oneListingFindsWhatAskingKeyByKeyFinds() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("a\n", to: "snaps/Light/switched%20off.txt")     // old name only: found
        try sandbox.write("b\n", to: "snaps/Light/dimmed%20low.txt")       // both names: today's wins
        try sandbox.write("c\n", to: "snaps/Light/dimmed low.txt")
        try sandbox.write("d\n", to: "snaps/Light/on.txt")                 // the same under both schemes
        try sandbox.write("e\n", to: "snaps/My%20Screen/first%20state.txt") // an old folder name
        let store = SnapshotStore(directory: sandbox.snapshots)
        let keys = [
            SnapshotKey(screen: "Light", state: "switched off"), SnapshotKey(screen: "Light", state: "dimmed low"),
            SnapshotKey(screen: "Light", state: "on"), SnapshotKey(screen: "Light", state: "never recorded"),
            SnapshotKey(screen: "My Screen", state: "first state"),
        ]

        let found = SnapshotMigration.oldFiles(for: keys, recorded: try store.recordedRelativePaths())

        #expect(found == [
            "Light/switched off.txt": "Light/switched%20off.txt",
            "My Screen/first state.txt": "My%20Screen/first%20state.txt",
        ])
        for key in keys {
            #expect(found[key.relativePath] == SnapshotMigration.oldFile(for: key, in: store), "\(key.relativePath)")
        }
        #expect(SnapshotMigration.oldFiles(for: keys, recorded: ["Light/on.txt", "Light/dimmed low.txt"]) == [:])
    }
}

/// A screen whose name has a space, so its folder was `Two%20Words` under the old scheme.
enum TwoWordsPreviews: ScreenPreviews {
    static let screenName = "Two Words"
    static var states: [PreviewState<Light>] {
        PreviewState("on", .on)
    }
    static func view(for state: Light) -> some View { Text("ON") }
}

extension SnapshotMigrationTests {
    @Test func aRenameThatFailsSaysSoAndExitsOne() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write("ON\n", to: "snaps/Two%20Words/on.txt")
        try sandbox.write("a file where the new folder belongs", to: "snaps/Two Words")

        let run = await runPreview(["record"], catalog: Catalog([TwoWordsPreviews.self]), environment: sandbox.environment())

        #expect(run.code == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.hasPrefix("error: could not rename \"Two%20Words/on.txt\" to \"Two Words/on.txt\": ") == true)
        #expect(run.errors.first?.hasSuffix(". Check the disk and permissions, then record again.") == true)
        #expect(try sandbox.read("snaps/Two%20Words/on.txt") == "ON\n", "the old file is left as it was")
    }
}
