import Foundation
import TextSnapshots
import Testing

/// `SnapshotStore.read` drops exactly one final "\n" (the one every reference ends with) and
/// nothing else, and tells a missing file from an unreadable one.
@Suite struct SnapshotStoreReadTests {
    private func withStore(_ body: (SnapshotStore, URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-read-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Login"), withIntermediateDirectories: true)
        try body(SnapshotStore(directory: directory), directory)
    }

    @Test(arguments: [
        ("Hello\nWorld\n", "Hello\nWorld"),
        ("Hello\nWorld", "Hello\nWorld"),
        ("Hello\n\n", "Hello\n"),
        ("Hello\r\n", "Hello\r\n"),
        ("こんにちは\n", "こんにちは"),
        ("\n", ""),
        ("", ""),
    ])
    func dropsOneFinalNewline(contents: String, expected: String) throws {
        try withStore { store, directory in
            try Data(contents.utf8).write(to: directory.appendingPathComponent("Login/idle.txt"))
            let text = try store.read(SnapshotKey(screen: "Login", state: "idle"))
            #expect(text == expected)
        }
    }

    @Test func aMissingFileReadsAsNil() throws {
        try withStore { store, _ in
            let text = try store.read(SnapshotKey(screen: "Login", state: "wrong password"))
            #expect(text == nil)
        }
    }

    @Test func aFileThatIsNotUTF8Throws() throws {
        try withStore { store, directory in
            try Data([0xFF, 0x0A]).write(to: directory.appendingPathComponent("Login/idle.txt"))
            #expect(throws: SnapshotStoreError.notUTF8(path: directory.standardizedFileURL.path + "/Login/idle.txt")) {
                try store.read(SnapshotKey(screen: "Login", state: "idle"))
            }
        }
    }

    @Test func aDirectoryInPlaceOfTheFileThrows() throws {
        try withStore { store, directory in
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("Login/idle.txt"), withIntermediateDirectories: true)
            #expect(throws: (any Error).self) {
                try store.read(SnapshotKey(screen: "Login", state: "idle"))
            }
        }
    }
}
