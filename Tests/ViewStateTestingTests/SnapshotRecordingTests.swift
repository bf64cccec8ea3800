import Foundation
import PreviewCatalog
import PreviewCommandLine
import Testing
@testable import ViewStateTesting

/// What each record mode does to the files; the words of the failures are pinned in
/// `FailureTextTests`.
@MainActor
@Suite struct SnapshotRecordingTests {
    @Test func aMatchingReferencePassesInEveryMode() async {
        for mode in SnapshotRecordMode.allCases {
            await withTemporaryDirectory { directory in
                writeReference("Hello\nWorld", at: "Greeting/plain.txt", in: directory)
                await withSnapshotEnvironment(["VIEWSTATE_RECORD": mode.rawValue], directory: directory) {
                    await expectSnapshot(of: GreetingPreviews.self, state: "plain")
                }
                #expect(readFile("Greeting/plain.txt", in: directory) == "Hello\nWorld\n")
            }
        }
    }

    @Test func anOldNamedReferenceIsRenamedAndComparedOnADevelopersMachine() async {
        await withTemporaryDirectory { directory in
            writeReference("Hello\nWorld", at: "Stuck%20Greeting/plain.txt", in: directory)
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                await expectSnapshot(of: SpacedGreetingPreviews.self, state: "plain")
            }
            #expect(readFile("Stuck Greeting/plain.txt", in: directory) == "Hello\nWorld\n")
            #expect(readFile("Stuck%20Greeting/plain.txt", in: directory) == nil)
        }
    }

    @Test func recordingWritesTheReferenceWithAFinalNewline() async {
        await withTemporaryDirectory { directory in
            await withKnownIssue {
                await withSnapshotEnvironment(developerMachine, directory: directory) {
                    await expectSnapshots(of: GreetingPreviews.self)
                }
            }
            #expect(readFile("Greeting/plain.txt", in: directory) == "Hello\nWorld\n")
            #expect(readFile("Greeting/welcome.txt", in: directory) == "Hello\nWelcome, Taro\n")

            // The next run compares with what was recorded, and passes.
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: GreetingPreviews.self)
            }
        }
    }

    @Test(arguments: [SnapshotRecordMode.missing, .never])
    func aChangedReferenceIsLeftAloneUnlessTheModeRecordsFailures(_ mode: SnapshotRecordMode) async {
        await withTemporaryDirectory { directory in
            writeReference("Hello\nEarth", at: "Greeting/plain.txt", in: directory)
            await withKnownIssue {
                await withSnapshotEnvironment(["VIEWSTATE_RECORD": mode.rawValue], directory: directory) {
                    await expectSnapshot(of: GreetingPreviews.self, state: "plain")
                }
            }
            #expect(readFile("Greeting/plain.txt", in: directory) == "Hello\nEarth\n")
        }
    }

    @Test(arguments: [SnapshotRecordMode.failed, .all])
    func aChangedReferenceIsRewrittenWhenTheModeRecordsFailures(_ mode: SnapshotRecordMode) async {
        await withTemporaryDirectory { directory in
            writeReference("Hello\nEarth", at: "Greeting/plain.txt", in: directory)
            await withKnownIssue {
                await withSnapshotEnvironment(["VIEWSTATE_RECORD": mode.rawValue], directory: directory) {
                    await expectSnapshot(of: GreetingPreviews.self, state: "plain")
                }
            }
            #expect(readFile("Greeting/plain.txt", in: directory) == "Hello\nWorld\n")
        }
    }

    @Test func underCIAMissingReferenceIsNotWritten() async {
        await withTemporaryDirectory { directory in
            await withKnownIssue {
                await withSnapshotEnvironment(ciMachine, directory: directory) {
                    await expectSnapshot(of: GreetingPreviews.self, state: "plain")
                }
            }
            #expect(readFile("Greeting/plain.txt", in: directory) == nil)
        }
    }

    @Test func recordAllReplacesAReferenceThatIsNotUTF8() async {
        await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("Greeting/plain.txt")
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data([0xFF, 0x0A]).write(to: url)
            await withKnownIssue {
                await withSnapshotEnvironment(developerMachine, directory: directory) {
                    await withSnapshotRecording(.all) {
                        await expectSnapshot(of: GreetingPreviews.self, state: "plain")
                    }
                }
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().hasPrefix("Re-recorded the unreadable reference for Greeting/plain")
            }
            #expect(readFile("Greeting/plain.txt", in: directory) == "Hello\nWorld\n")
        }
    }

    @Test func widthAndStyleHaveFilesOfTheirOwn() async {
        await withTemporaryDirectory { directory in
            await withKnownIssue {
                await withSnapshotEnvironment(developerMachine, directory: directory) {
                    await expectSnapshot(of: GreetingPreviews.self, state: "plain", width: 3, style: .ascii)
                }
            }
            #expect(readFile("Greeting/plain@w3@ascii.txt", in: directory) != nil)
        }
    }

    @Test func theDefaultDirectoriesAreInTestsAtTheRootOfTheTestFilesPackage() async {
        await withTemporaryDirectory { directory in
            writeReference("// package", at: "Cart/Package.swift", in: directory)
            let testFile = directory.path + "/Cart/Tests/CartTests/Screens/CartScreenTests.swift"
            let previews = defaultSnapshotDirectory(filePath: testFile)
            #expect(previews.path == directory.path + "/Cart/Tests/__Snapshots__")
            let views = defaultSnapshotDirectory(filePath: testFile, folder: .views)
            #expect(views.path == directory.path + "/Cart/Tests/__ViewSnapshots__")
        }
        #expect(testFileName(fileID: "AppTests/LoginTests.swift") == "LoginTests")
    }

    @Test func thisPackagesTestsReadTheFolderPreviewCheckReads() {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let environment = PreviewEnvironment.current(sourceFile: packageRoot.path + "/Previews/main.swift")
        #expect(defaultSnapshotDirectory(filePath: #filePath).path == environment.snapshotDirectory?.path)
        #expect(environment.snapshotDirectory?.path == packageRoot.path + "/Tests/__Snapshots__")
    }

    @Test func aFailurePointsAtTheCallersLine() async {
        await withTemporaryDirectory { directory in
            let reported = Reported()
            var callLine = 0
            await withKnownIssue {
                await withSnapshotEnvironment(ciMachine, directory: directory) {
                    callLine = #line; await expectSnapshot(of: GreetingPreviews.self, state: "plain")
                }
            } matching: { issue in
                reported.append("\(issue.sourceLocation?.fileID ?? ""):\(issue.sourceLocation?.line ?? 0)")
                return true
            }
            #expect(reported.messages == ["\(#fileID):\(callLine)"])
        }
    }
}
