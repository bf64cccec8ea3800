import Foundation
import Testing
import ViewStateTesting

/// `expectSnapshot(of: String, named:)`: text rendered by the caller, compared with
/// `<snapshot directory>/<test file>/<name>.txt`.
@MainActor
@Suite struct StringSnapshotTests {
    let receipt = "りんご  ¥120\nみかん  ¥80\n合計    ¥200"

    @Test func matchingTextPasses() async {
        await withTemporaryDirectory { directory in
            writeReference(receipt, at: "StringSnapshotTests/receipt.txt", in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                expectSnapshot(of: receipt, named: "receipt")
            }
        }
    }

    @Test func changedTextShowsADiffAndHowToRecord() async {
        await withTemporaryDirectory { directory in
            writeReference("りんご  ¥120\nみかん  ¥90\n合計    ¥200", at: "StringSnapshotTests/receipt.txt", in: directory)
            let messages = Reported()
            await withKnownIssue {
                await withSnapshotEnvironment(developerMachine, directory: directory) {
                    expectSnapshot(of: receipt, named: "receipt")
                }
            } matching: { issue in
                messages.append(issue.comments.map(\.rawValue).joined())
                return true
            }
            #expect(messages.messages == ["""
                Snapshot StringSnapshotTests/receipt does not match its reference.

                --- \(directory.path)/StringSnapshotTests/receipt.txt
                +++ rendered now
                @@ -1,3 +1,3 @@
                 りんご  ¥120
                -みかん  ¥90
                +みかん  ¥80
                 合計    ¥200

                If the new rendering is right, record it and commit the file:
                    VIEWSTATE_RECORD=failed swift test --filter StringSnapshotTests/changedTextShowsADiffAndHowToRecord
                """])
        }
    }

    /// Text with an escape sequence is recorded and compared as the output rule shows it, and
    /// a reference holding raw controls is shown in the failure the same way: no test log gets
    /// a raw escape sequence.
    @Test func controlCharactersAreRecordedAndReportedVisibly() async {
        await withTemporaryDirectory { directory in
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                withKnownIssue {
                    expectSnapshot(of: "a\u{1B}[31mb\u{202E}", named: "ansi")
                }
                expectSnapshot(of: "a\u{1B}[31mb\u{202E}", named: "ansi")
            }
            #expect(readFile("StringSnapshotTests/ansi.txt", in: directory) == "a␛[31mb\\u{202E}\n")

            writeReference("\u{1B}]0;pwned\u{7}", at: "StringSnapshotTests/title.txt", in: directory)
            let messages = Reported()
            await withKnownIssue {
                await withSnapshotEnvironment(ciMachine, directory: directory) {
                    expectSnapshot(of: "title", named: "title")
                }
            } matching: { issue in
                messages.append(issue.comments.map(\.rawValue).joined())
                return true
            }
            #expect(messages.messages.count == 1)
            #expect(messages.messages.first?.contains("-␛]0;pwned␇") == true, "\(messages.messages)")
            #expect(messages.messages.first?.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } == false)
        }
    }

    @Test func aMissingReferenceIsRecordedWithAFinalNewline() async {
        await withTemporaryDirectory { directory in
            let messages = Reported()
            await withKnownIssue {
                await withSnapshotEnvironment(developerMachine, directory: directory) {
                    expectSnapshot(of: receipt, named: "new receipt")
                }
            } matching: { issue in
                messages.append(issue.comments.map(\.rawValue).joined())
                return true
            }
            #expect(messages.messages == [
                "Recorded a new reference for StringSnapshotTests/new receipt at \(directory.path)/StringSnapshotTests/new receipt.txt; check it, commit it, and run the test again."
            ])
            #expect(readFile("StringSnapshotTests/new receipt.txt", in: directory) == receipt + "\n")
        }
    }

    @Test func underCIAMissingReferenceFailsAndWritesNothing() async {
        await withTemporaryDirectory { directory in
            await withKnownIssue {
                await withSnapshotEnvironment(ciMachine, directory: directory) {
                    expectSnapshot(of: receipt, named: "receipt")
                }
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().hasPrefix("Snapshot StringSnapshotTests/receipt has no reference")
            }
            #expect(readFile("StringSnapshotTests/receipt.txt", in: directory) == nil)
        }
    }
}
