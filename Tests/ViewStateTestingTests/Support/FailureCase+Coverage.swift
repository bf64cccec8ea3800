import Foundation
import ViewStateTesting

extension FailureCase {
    static let coverageCases: [FailureCase] = [
        FailureCase(name: "each case no preview reaches fails on its own, naming it") { directory in
            // Only the state it previews: another state's file would be an orphan.
            writeReference("off", at: "Lamp/off.txt", in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: DimLampPreviews.self)
            }
        } messages: { _, _ in
            [
                #"Lamp has no preview of case .on. Add a PreviewState that reaches it, or mark it NotPreviewed("on", because: "…")."#,
                #"Lamp has no preview of case .broken. Add a PreviewState that reaches it, or mark it NotPreviewed("broken", because: "…")."#,
            ]
        },
        FailureCase(name: "a mark that names no case suggests the nearest") { directory in
            writeLampReferences(in: directory)
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: MisspeltLampPreviews.self)
            }
        } messages: { _, _ in
            [
                #"Lamp has no preview of case .broken. Add a PreviewState that reaches it, or mark it NotPreviewed("broken", because: "…")."#,
                #"NotPreviewed("brokn") on Lamp does not stand: not a case of its ViewState; did you mean .broken?"#,
            ]
        },
    ]
}
