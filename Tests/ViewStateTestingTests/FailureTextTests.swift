import Foundation
import Testing
@testable import ViewStateTesting

/// Every helper's failure text, pinned under Swift Testing: each case must report exactly its
/// messages, as issues of the running test.
@MainActor
@Suite struct FailureTextTests {
    @Test(arguments: FailureCase.all)
    func reportsExactly(_ failure: FailureCase) async {
        let reported = Reported()
        await withTemporaryDirectory { directory in
            await withKnownIssue {
                await failure.trigger(directory)
            } matching: { issue in
                reported.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
                return true
            }
            #expect(reported.messages == failure.messages(directory, "FailureTextTests/reportsExactly"))
        }
    }
}

/// The messages a `withKnownIssue` matcher saw; the matcher is `@Sendable`.
final class Reported: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ message: String) { lock.withLock { storage.append(message) } }
    var messages: [String] { lock.withLock { storage } }
}
