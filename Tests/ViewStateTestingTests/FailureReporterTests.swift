import Testing
@testable import ViewStateTesting

@Suite struct FailureReporterTests {
    @Test func underSwiftTestingAFailureIsAnIssueAtTheCallersLine() {
        let line: UInt = #line
        withKnownIssue {
            reportFailure("snapshot differs", at: CallerLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1))
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["snapshot differs"]
                && issue.sourceLocation?.line == Int(line)
                && issue.sourceLocation?.fileID == #fileID
        }
    }
}
