import Foundation
import Testing
@testable import ViewStateTesting
import ViewStateKit

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
final class Reported: Sendable {
    private let storage = LockedValue<[String]>([])
    func append(_ message: String) { storage.withLock { $0.append(message) } }
    var messages: [String] { storage.current }
}
