import Foundation
import XCTest
@testable import ViewStateTesting

/// The same failure texts as `FailureTextTests`, through the XCTest path: outside a Swift
/// Testing test the helpers call `XCTFail`, which reaches the running `XCTestCase`. This case
/// overrides XCTest's recording hook to catch those failures while a helper runs (and report
/// everything else as usual), then compares them. `XCTExpectFailure` would do this on Apple
/// platforms but does not exist in swift-corelibs-xctest.
final class XCTestFailureTextTests: XCTestCase {
    private let captured = CapturedFailures()

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        let location = issue.sourceCodeContext.location
        if !captured.take(issue.compactDescription, filePath: location?.fileURL.path ?? "", line: location?.lineNumber ?? 0) {
            super.record(issue)
        }
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if !captured.take(description, filePath: filePath, line: lineNumber) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #endif

    @MainActor
    func testEveryHelperReportsItsExactTextThroughXCTFail() async {
        for failure in FailureCase.all {
            await withTemporaryDirectory { directory in
                captured.start()
                await failure.trigger(directory)
                let failures = captured.stop()
                XCTAssertEqual(failures.map(\.message), failure.messages(directory, "ViewStateTestingTests"), failure.name)
                for caught in failures {
                    // The callers are the failure-case tables, Support/FailureCase+<kind>.swift.
                    XCTAssertTrue(
                        caught.filePath.contains("/Support/FailureCase+"),
                        "\(failure.name): reported at \(caught.filePath), not at the helper's caller"
                    )
                }
            }
        }
    }

    @MainActor
    func testMatchingSnapshotsReportNothing() async {
        await withTemporaryDirectory { directory in
            writeReference("Hello\nWorld", at: "Greeting/plain.txt", in: directory)
            writeReference("Hello\nWelcome, Taro", at: "Greeting/welcome.txt", in: directory)
            captured.start()
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: GreetingPreviews.self)
            }
            XCTAssertEqual(captured.stop(), [])
        }
    }

    func testTheRerunFilterIsTheTestFileAndTheCallingTestMethod() {
        XCTAssertEqual(currentTestFilter(fileID: #fileID, function: #function), "XCTestFailureTextTests/testTheRerunFilterIsTheTestFileAndTheCallingTestMethod")
        XCTAssertEqual(currentTestFilter(fileID: #fileID, function: "helper()"), "ViewStateTestingTests", "a helper is no test method: the module")
    }
}
