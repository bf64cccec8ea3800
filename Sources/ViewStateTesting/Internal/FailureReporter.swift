// The one place ViewStateTesting talks to the test frameworks. A helper reports a failed
// expectation here: under Swift Testing it records an issue; under XCTest it calls XCTFail.
// Either way the failure points at the caller's file and line.
#if canImport(Testing)
import Testing
#endif
import TextUI
import XCTest

/// Where in the caller's source a failure belongs; helpers take it as default arguments
/// (`fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column`).
package struct CallerLocation: Sendable {
    package let fileID: String
    package let filePath: StaticString
    package let line: UInt
    package let column: UInt
    /// The calling function's `#function` (`testErrorState()`), where the helper takes it.
    package let function: String

    package init(fileID: String, filePath: StaticString, line: UInt, column: UInt, function: String = "") {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.function = function
    }
}

/// Reports `message` as a test failure at `location` through whichever framework runs the test,
/// made safe by the one output rule first (``TextUI/safeForOutput(_:keepsLineBreaks:)``): a
/// diff of a reference file or a dump of a value prints no escape sequence into the test log.
package func reportFailure(_ message: String, at location: CallerLocation) {
    let message = safeForOutput(message)
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
/// under Swift Testing (the running test's suite and name); under XCTest, which does not say
/// which test is running, the test file's name (by convention its test case class) and the
/// caller's `function` (`LoginTests/testErrorState`), or the test module from `fileID`
/// (`CartTests`) when the caller is not a `test…` method.
package func currentTestFilter(fileID: String, function: String = "") -> String {
    #if canImport(Testing)
    if let test = Test.current {
        var components = test.id.nameComponents
        if let last = components.popLast() {
            components.append(String(last.prefix { $0 != "(" }))
        }
        return components.joined(separator: "/")
    }
    #endif
    guard function.hasPrefix("test") else { return String(fileID.prefix { $0 != "/" }) }
    return testFileName(fileID: fileID) + "/" + function.prefix { $0 != "(" }
}
