import Foundation
import PreviewCatalog
import TestSupport
import Testing
import TextSnapshots
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGKILLs the real `preview record` at random points and checks the folder: every snapshot
/// is whole (old or new text, never part of one), `check` reports the temporary files left,
/// and the next `record` removes them and finishes the job.
@Suite(.serialized) struct RecordInterruptionTests {
    /// The `preview` executable beside the test bundle (`.build/<triple>/debug/preview`).
    static let previewBinary: URL? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("preview"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/preview"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static let kills = 16

    /// Where a kill lands: before anything, once the folder exists, once some temporary
    /// files exist, once some snapshots are in place, or after the run has ended.
    enum KillPoint: CaseIterable {
        case atOnce, folderExists, temporaryFiles, snapshotsInPlace, afterExit
    }

    private static func runToEnd(_ arguments: [String]) async throws -> Int32 {
        let process = try start(arguments)
        await exit(of: process)
        return process.terminationStatus
    }

    /// Waits for `process` to end without holding a thread of the test run's pool.
    private static func exit(of process: Process) async {
        while process.isRunning { try? await Task.sleep(for: .milliseconds(1)) }
        process.waitUntilExit()
    }

    private static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = previewBinary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Every file under `folder`, relative, with its text.
    private static func contents(of folder: URL) -> [String: String] {
        var result: [String: String] = [:]
        let prefix = folder.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? FileManager.DirectoryEnumerator() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(prefix.count))] = (try? String(contentsOf: url, encoding: .utf8)) ?? "<not UTF-8>"
        }
        return result
    }

    /// Polls (never sleeps a fixed time) until `condition` holds or the process ends; the
    /// five-second limit is only a safety net.
    private static func wait(for process: Process, until condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, !condition(), Date() < deadline { try? await Task.sleep(for: .microseconds(100)) }
    }

    @Test(.enabled(if: previewBinary != nil, "no .build/debug/preview beside the tests; run 'swift build' first"))
    func killedRecordsLeaveWholeSnapshotsAndTheNextRecordCleansUp() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let reference = sandbox.root.appendingPathComponent("reference")
        #expect(try await Self.runToEnd(["record", "--force", "--dir", reference.path]) == 0)
        let expected = Self.contents(of: reference)
        try #require(expected.count >= 10, "the example catalog records its snapshots")

        var random = SplitMix64(seed: 0x4B11_1000)
        var leftoversSeen = 0
        var checkedLeftovers = false
        for kill in 0..<Self.kills {
            let folder = sandbox.root.appendingPathComponent("run\(kill)")
            // Half the runs start from stale snapshots, so renames replace existing files.
            var stale: [String: String] = [:]
            if kill % 2 == 1 {
                for (path, _) in expected where Bool.random(using: &random) {
                    stale[path] = "stale \(path)\n"
                    try sandbox.write(stale[path]!, to: "run\(kill)/\(path)")
                }
            }
            let point = KillPoint.allCases.randomElement(using: &random)!
            let threshold = Int.random(in: 1...6, using: &random)
            let process = try Self.start(["record", "--force", "--dir", folder.path])
            switch point {
            case .atOnce: break
            case .folderExists: await Self.wait(for: process) { FileManager.default.fileExists(atPath: folder.path) }
            case .temporaryFiles: await Self.wait(for: process) { SnapshotStore(directory: folder).leftoverTemporaryFiles().count >= threshold }
            case .snapshotsInPlace: await Self.wait(for: process) { Self.contents(of: folder).filter { expected[$0.key] == $0.value }.count >= threshold }
            case .afterExit: await Self.exit(of: process)
            }
            Glibc.kill(process.processIdentifier, SIGKILL)
            await Self.exit(of: process)

            let label = "kill \(kill) (\(point), \(threshold))"
            let store = SnapshotStore(directory: folder)
            let leftovers = Set(store.leftoverTemporaryFiles())
            leftoversSeen += leftovers.count
            for (path, text) in Self.contents(of: folder) where !leftovers.contains(path) {
                #expect(text == expected[path] || text == stale[path], "\(label): \(path) holds \(text.debugDescription)")
            }
            if !leftovers.isEmpty, !checkedLeftovers {
                // `check` lists exactly what `leftoverTemporaryFiles()` finds; run it for real once.
                #expect(try await Self.runToEnd(["check", "--dir", folder.path]) == 1, "\(label): check must report leftovers")
                checkedLeftovers = true
            }
            #expect(try await Self.runToEnd(["record", "--force", "--dir", folder.path]) == 0, "\(label)")
            #expect(store.leftoverTemporaryFiles().isEmpty, "\(label): record leaves no temporary file")
            #expect(Self.contents(of: folder) == expected, "\(label): the next record finishes the job")
        }
        // Some kill must have landed mid-write, or the test checked nothing interesting.
        #expect(leftoversSeen > 0)
    }
}
