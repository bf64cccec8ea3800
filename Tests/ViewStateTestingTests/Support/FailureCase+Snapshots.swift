import Foundation
import ViewStateTesting

extension FailureCase {
    static let snapshotCases: [FailureCase] = [
        FailureCase(name: "a changed rendering shows a diff and the command to re-record") { directory in
            writeReference("Hello\nEarth", at: "Greeting/plain.txt", in: directory)
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                await expectSnapshot(of: GreetingPreviews.self, state: "plain")
            }
        } messages: { directory, filter in
            ["""
            Snapshot Greeting/plain does not match its reference.

            --- \(directory.path)/Greeting/plain.txt
            +++ rendered now
            @@ -1,2 +1,2 @@
             Hello
            -Earth
            +World

            If the new rendering is right, record it and commit the file:
                VIEWSTATE_RECORD=failed swift test --filter \(filter)
            """]
        },
        FailureCase(name: "trailing whitespace is visible in the diff") { directory in
            writeReference("Hello \nWorld", at: "Greeting/plain.txt", in: directory)
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                await expectSnapshot(of: GreetingPreviews.self, state: "plain")
            }
        } messages: { directory, filter in
            ["""
            Snapshot Greeting/plain does not match its reference.

            --- \(directory.path)/Greeting/plain.txt
            +++ rendered now
            @@ -1,2 +1,2 @@
            -Hello␠
            +Hello
             World

            If the new rendering is right, record it and commit the file:
                VIEWSTATE_RECORD=failed swift test --filter \(filter)
            """]
        },
        FailureCase(name: "under CI a missing reference fails and shows the rendering") { directory in
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshot(of: GreetingPreviews.self, state: "welcome", width: 32)
            }
        } messages: { directory, filter in
            ["""
            Snapshot Greeting/welcome @ 32 columns has no reference: \(directory.path)/Greeting/welcome@w32.txt does not exist, and nothing is recorded because CI is set.

            Rendered now:
                Hello
                Welcome, Taro

            Record it on your machine and commit the file:
                VIEWSTATE_RECORD=missing swift test --filter \(filter)
            """]
        },
        FailureCase(name: "a missing reference is recorded and the assertion fails once") { directory in
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                await expectSnapshot(of: GreetingPreviews.self, state: "plain", style: .ascii)
            }
        } messages: { directory, _ in
            ["Recorded a new reference for Greeting/plain, ascii at \(directory.path)/Greeting/plain@ascii.txt; check it, commit it, and run the test again."]
        },
        FailureCase(name: "record mode failed rewrites a changed reference and shows what changed") { directory in
            writeReference("Hello\nEarth", at: "Greeting/plain.txt", in: directory)
            await withSnapshotEnvironment(["VIEWSTATE_RECORD": "failed"], directory: directory) {
                await expectSnapshot(of: GreetingPreviews.self, state: "plain")
            }
        } messages: { directory, _ in
            ["""
            Re-recorded the reference for Greeting/plain at \(directory.path)/Greeting/plain.txt:

            --- \(directory.path)/Greeting/plain.txt
            +++ rendered now
            @@ -1,2 +1,2 @@
             Hello
            -Earth
            +World

            Check the change, then run the test again.
            """]
        },
        FailureCase(name: "a scoped record mode is named in the hint") { directory in
            writeReference("Hello\nEarth", at: "Greeting/plain.txt", in: directory)
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                await withSnapshotRecording(.never) {
                    await expectSnapshot(of: GreetingPreviews.self, state: "plain")
                }
            }
        } messages: { directory, _ in
            ["""
            Snapshot Greeting/plain does not match its reference.

            --- \(directory.path)/Greeting/plain.txt
            +++ rendered now
            @@ -1,2 +1,2 @@
             Hello
            -Earth
            +World

            If the new rendering is right, record it and commit the file:
                use withSnapshotRecording(.failed) instead of withSnapshotRecording(.never)
            """]
        },
        FailureCase(name: "a reference that is not UTF-8 cannot be compared") { directory in
            let url = directory.appendingPathComponent("Greeting/plain.txt")
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data([0xFF, 0xFE, 0x0A]).write(to: url)
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                await expectSnapshot(of: GreetingPreviews.self, state: "plain")
            }
        } messages: { directory, filter in
            ["""
            Snapshot Greeting/plain cannot be compared: \(directory.path)/Greeting/plain.txt is not UTF-8 text. Delete it, or replace it:
                VIEWSTATE_RECORD=failed swift test --filter \(filter)
            """]
        },
        FailureCase(name: "a reference that is a folder says so in words, with one full stop") { directory in
            try? FileManager.default.createDirectory(at: directory.appendingPathComponent("Greeting/plain.txt"), withIntermediateDirectories: true)
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                await expectSnapshot(of: GreetingPreviews.self, state: "plain")
            }
        } messages: { directory, filter in
            ["""
            Snapshot Greeting/plain cannot be compared: snapshot "\(directory.path)/Greeting/plain.txt" is a folder, not a file; remove or rename it, then record again. Delete it, or replace it:
                VIEWSTATE_RECORD=failed swift test --filter \(filter)
            """]
        },
        FailureCase(name: "a misspelt state is named with the nearest one") { directory in
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                await expectSnapshot(of: GreetingPreviews.self, state: "welcom")
            }
        } messages: { _, _ in
            [#"Greeting has no preview state "welcom". Did you mean "welcome"? Its states: plain, welcome."#]
        },
        FailureCase(name: "every state of a screen fails on its own") { directory in
            writeReference("Hello\nEarth", at: "Greeting/plain.txt", in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: GreetingPreviews.self)
            }
        } messages: { directory, filter in
            [
                """
                Snapshot Greeting/plain does not match its reference.

                --- \(directory.path)/Greeting/plain.txt
                +++ rendered now
                @@ -1,2 +1,2 @@
                 Hello
                -Earth
                +World

                If the new rendering is right, record it and commit the file:
                    VIEWSTATE_RECORD=failed swift test --filter \(filter)
                """,
                """
                Snapshot Greeting/welcome has no reference: \(directory.path)/Greeting/welcome.txt does not exist, and nothing is recorded because CI is set.

                Rendered now:
                    Hello
                    Welcome, Taro

                Record it on your machine and commit the file:
                    VIEWSTATE_RECORD=missing swift test --filter \(filter)
                """,
            ]
        },
        FailureCase(name: "a screen without states has nothing to snapshot") { directory in
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                await expectSnapshots(of: EmptyPreviews.self)
            }
        } messages: { _, _ in
            ["Empty has no preview states to snapshot."]
        },
        FailureCase(name: "any view's snapshot lives in a folder named after the test file") { directory in
            writeReference("Hi", at: "FailureCase+Snapshots/short greeting@w12.txt", in: directory)
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                expectSnapshot(of: GreetingView(state: GreetingState(title: "Hi", message: "there")), named: "short greeting", width: 12)
            }
        } messages: { directory, filter in
            ["""
            Snapshot FailureCase+Snapshots/short greeting @ 12 columns does not match its reference.

            --- \(directory.path)/FailureCase+Snapshots/short greeting@w12.txt
            +++ rendered now
            @@ -1 +1,2 @@
             Hi
            +there

            If the new rendering is right, record it and commit the file:
                VIEWSTATE_RECORD=failed swift test --filter \(filter)
            """]
        },
        FailureCase(name: "a VIEWSTATE_RECORD that names no mode says which do") { directory in
            await withSnapshotEnvironment(["VIEWSTATE_RECORD": "al"], directory: directory) {
                await expectSnapshot(of: GreetingPreviews.self, state: "plain")
            }
        } messages: { _, _ in
            [#"VIEWSTATE_RECORD="al" is not a record mode; use one of missing, failed, all, never."#]
        },
        FailureCase(name: "a stuck scenario fails after the assertion's timeout and the next state is still checked") { directory in
            writeReference("Hello\nEarth", at: "StuckGreeting/plain.txt", in: directory)
            await withSnapshotEnvironment(developerMachine, directory: directory) {
                await expectSnapshots(of: StuckGreetingPreviews.self, timeout: .milliseconds(100))
            }
        } messages: { directory, filter in
            [
                "Scenario StuckGreeting/waiting did not finish within 0.1 s; it waits on GreetingUseCase.fetch call #1, suspended until released. "
                    + "Let the scenario finish (release the call, advance the clock), or give it longer with .scenario(_:timeout:_:) or timeout: on the assertion.",
                """
                Snapshot StuckGreeting/plain does not match its reference.

                --- \(directory.path)/StuckGreeting/plain.txt
                +++ rendered now
                @@ -1,2 +1,2 @@
                 Hello
                -Earth
                +World

                If the new rendering is right, record it and commit the file:
                    VIEWSTATE_RECORD=failed swift test --filter \(filter)
                """,
            ]
        },
        FailureCase(name: "under CI an old-named reference is pointed at, not renamed") { directory in
            writeReference("Hello\nWorld", at: "Stuck%20Greeting/plain.txt", in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshot(of: SpacedGreetingPreviews.self, state: "plain")
            }
        } messages: { directory, filter in
            ["""
            Snapshot Stuck Greeting/plain has its reference under the old file name \(directory.path)/Stuck%20Greeting/plain.txt; rename it to \(directory.path)/Stuck Greeting/plain.txt, or let the assertion rename it on your machine:
                VIEWSTATE_RECORD=missing swift test --filter \(filter)
            """]
        },
    ]
}
