import Foundation
import PreviewCatalog
import TextUI
import ViewStateTesting

extension FailureCase {
    static let previewCases: [FailureCase] = [
        FailureCase(name: "a module with no previews says where the plugin looks") { directory in
            await withSnapshotEnvironment(ciMachine, directory: directory) {
                await expectSnapshots(of: ModulePreviews(module: "Cart", screens: []))
            }
        } messages: { _, _ in
            [
                "Cart has no previews: no #Preview or PreviewProvider in the files its target excludes. List the app's SwiftUI files (or their folder) in the target's exclude: and apply the TextUICopy plugin.",
            ]
        },
    ]
}
