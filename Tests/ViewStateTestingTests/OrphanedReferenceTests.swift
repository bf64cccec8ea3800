import Foundation
import Testing
import ViewStateTesting

/// `expectSnapshots(of:)` fails on a screen's references no state produces (see
/// `FailureCase.orphanCases` for the text), and only on those.
@MainActor
@Suite struct OrphanedReferenceTests {
    @Test func aScreenWhoseEveryReferenceIsProducedPasses() async {
        await withTemporaryDirectory { directory in
            writeGreetingReferences(in: directory)
            writeReference("another screen's", at: "Other/gone.txt", in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: GreetingPreviews.self)
            }
        }
    }

    /// With `width:`, the files of other variants belong to other runs, as with `--width`.
    @Test func filesOfOtherVariantsAreNoOrphansWhenAWidthIsChosen() async {
        await withTemporaryDirectory { directory in
            writeGreetingReferences(in: directory)
            writeReference("Hello\nWorld", at: "Greeting/plain@w32.txt", in: directory)
            writeReference("Hello\nWelcome, Taro", at: "Greeting/welcome@w32.txt", in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: GreetingPreviews.self, width: 32)
            }
        }
    }
}
