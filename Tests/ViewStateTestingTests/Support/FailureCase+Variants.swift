import Foundation
import ViewStateTesting

extension FailureCase {
    /// The preview-state assertions check the variants a screen declares, as `preview check` does.
    static let variantCases: [FailureCase] = [
        FailureCase(name: "every variant the screen declares is checked, each failing on its own") { directory in
            writeReference("Hello\nWorld", at: "VariedGreeting/plain.txt", in: directory)
            writeReference("Hello\nEarth", at: "VariedGreeting/plain@w32.txt", in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: VariedGreetingPreviews.self)
            }
        } messages: { directory, filter in
            [
                """
                Snapshot VariedGreeting/plain @ 32 columns does not match its reference.

                --- \(directory.path)/VariedGreeting/plain@w32.txt
                +++ rendered now
                @@ -1,2 +1,2 @@
                 Hello
                -Earth
                +World

                If the new rendering is right, record it and commit the file:
                    VIEWSTATE_RECORD=failed swift test --filter \(filter)
                """,
                """
                Snapshot VariedGreeting/plain, accessibility has no reference: \(directory.path)/VariedGreeting/plain@a11y.txt does not exist, and nothing is recorded because CI is set.

                Rendered now:
                    Text: Hello
                    Text: World

                Record it on your machine and commit the file:
                    VIEWSTATE_RECORD=missing swift test --filter \(filter)
                """,
            ]
        },
        FailureCase(name: "style: picks one variant instead of the declared ones") { directory in
            writeReference("Hello\nEarth", at: "VariedGreeting/plain@w32.txt", in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshot(of: VariedGreetingPreviews.self, state: "plain", style: .ascii)
            }
        } messages: { directory, filter in
            ["""
            Snapshot VariedGreeting/plain, ascii has no reference: \(directory.path)/VariedGreeting/plain@ascii.txt does not exist, and nothing is recorded because CI is set.

            Rendered now:
                Hello
                World

            Record it on your machine and commit the file:
                VIEWSTATE_RECORD=missing swift test --filter \(filter)
            """]
        },
    ]
}
