import Foundation
import Testing
@testable import ViewStateTesting

@Suite struct MessagePartsTests {
    @Test(arguments: [
        ("LoginTests/everyState", "LoginTests/everyState"),
        ("ExampleAppTests", "ExampleAppTests"),
        ("LoginTests/`idle state`", "'LoginTests/`idle state`'"),
        ("it's", #"'it'\''s'"#),
    ])
    func shellArgumentsAreQuotedOnlyWhenNeeded(_ argument: String, _ quoted: String) {
        #expect(shellQuoted(argument) == quoted)
    }

    @Test func pathsInsideTheCurrentDirectoryAreShownRelativeToIt() {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        #expect(displayPath(current.appendingPathComponent("Tests/__Snapshots__/Login/idle.txt")) == "Tests/__Snapshots__/Login/idle.txt")
        #expect(displayPath(URL(fileURLWithPath: "/elsewhere/idle.txt")) == "/elsewhere/idle.txt")
    }

    @Test func underSwiftTestingTheRerunFilterNamesTheRunningTest() {
        #expect(currentTestFilter(fileID: #fileID) == "MessagePartsTests/underSwiftTestingTheRerunFilterNamesTheRunningTest")
    }
}
