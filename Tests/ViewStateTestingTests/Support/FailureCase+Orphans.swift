import Foundation
import ViewStateTesting

extension FailureCase {
    /// `expectSnapshots(of:)` fails on the screen's references no state produces, as `preview
    /// check` does, and on declared variants that cannot be drawn.
    static let orphanCases: [FailureCase] = [
        FailureCase(name: "a reference no state produces fails, naming the file and the command that deletes it") { directory in
            writeGreetingReferences(in: directory)
            writeReference("Hello", at: "Greeting/gone.txt", in: directory)
            writeReference("Hello", at: "Greeting/plain@w32.txt", in: directory)
            writeReference("not a snapshot", at: "Greeting/notes.md", in: directory)
            writeReference("another screen's", at: "Other/gone.txt", in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: GreetingPreviews.self)
            }
        } messages: { directory, _ in
            ["gone.txt", "plain@w32.txt"].map { file in
                "Orphaned reference \(directory.path)/Greeting/\(file): no state of Greeting produces it. Delete it, or run 'swift run preview record --prune' to delete every orphaned reference."
            }
        },
        FailureCase(name: "a declared variant that cannot be drawn fails once, naming the screen and the variant") { directory in
            writeReference("Hello\nWorld", at: "UndrawableGreeting/plain.txt", in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: UndrawableGreetingPreviews.self)
            }
        } messages: { _, _ in
            [
                "UndrawableGreeting's variant w0 cannot be drawn: its width, 0, is not 1 to 1000 columns. Fix the screen's DeclaresVariants list, or width: on the assertion.",
                "UndrawableGreeting's variant w40@h9223372036854775807 cannot be drawn: its height, 9223372036854775807, is not 0 to 10000 lines. Fix the screen's DeclaresVariants list, or width: on the assertion.",
            ]
        },
    ]
}
