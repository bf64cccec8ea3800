// The one place ViewStateTesting talks to the test frameworks. A helper reports a failed
// expectation here: under Swift Testing it records an issue; under XCTest it calls XCTFail.
// Either way the failure points at the caller's file and line.
#if canImport(Testing)
import Testing
#endif
import XCTest

/// Where in the caller's source a failure belongs; helpers take it as default arguments
/// (`fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column`).
package struct CallerLocation: Sendable {
    package let fileID: String
    package let filePath: StaticString
    package let line: UInt
    package let column: UInt

    package init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Reports `message` as a test failure at `location` through whichever framework runs the test.
package func reportFailure(_ message: String, at location: CallerLocation) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: location.fileID,
                filePath: "\(location.filePath)",
                line: Int(location.line),
                column: Int(location.column)
            )
        )
        return
    }
    #endif
    XCTFail(message, file: location.filePath, line: location.line)
}


/// A `swift test --filter` argument that selects the running test: `LoginSnapshotTests/everyState`
/// under Swift Testing; under XCTest, which does not say which test is running, the test
/// module taken from `fileID` (`ExampleAppTests`).
package func currentTestFilter(fileID: String) -> String {
    #if canImport(Testing)
    if let test = Test.current {
        var components = test.id.nameComponents
        if let last = components.popLast() {
            components.append(String(last.prefix { $0 != "(" }))
        }
        return components.joined(separator: "/")
    }
    #endif
    return String(fileID.prefix { $0 != "/" })
}
