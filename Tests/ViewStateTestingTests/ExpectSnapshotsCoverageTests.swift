import Foundation
import Testing
import ViewStateKit
import ViewStateTesting

/// `expectSnapshots(of:)` knows every case of the screen's `ViewState` enum, so a case no
/// preview reaches fails `swift test` — at the line that asked — unless it is marked.
@MainActor
@Suite struct ExpectSnapshotsCoverageTests {
    @Test func anUncoveredCaseFailsAtTheCallersLineNamingTheCase() async {
        let lines = LockedLines()
        let callLine = #line + 5
        await withTemporaryDirectory { directory in
            writeReference("off", at: "Lamp/off.txt", in: directory)
            await withKnownIssue {
                await withSnapshotEnvironment(ciMachine, directory: directory) {
                    await expectSnapshots(of: DimLampPreviews.self)
                }
            } matching: { issue in
                lines.append(issue.comments.map(\.rawValue).joined(), line: issue.sourceLocation?.line)
                return true
            }
        }
        #expect(lines.messages.map { $0.contains("case .on.") || $0.contains("case .broken.") } == [true, true])
        #expect(lines.lines == [callLine, callLine])
    }

    @Test func aCaseMarkedNotPreviewedPasses() async {
        await withTemporaryDirectory { directory in
            writeLampReferences(in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: LampPreviews.self)
            }
        }
    }
}

/// Messages and lines a `withKnownIssue` matcher saw; the matcher is `@Sendable`.
final class LockedLines: Sendable {
    private let storage = LockedValue<[(message: String, line: Int?)]>([])
    func append(_ message: String, line: Int?) { storage.withLock { $0.append((message, line)) } }
    var messages: [String] { storage.current.map(\.message) }
    var lines: [Int?] { storage.current.map(\.line) }
}
