// The `preview-fixture` executable: a `preview` built as a team builds theirs, whose catalog
// holds previews that block their thread for good. PreviewWatchdogTests run it, so the parent
// that watches and the child that hangs are real processes.
import Foundation
import PreviewCatalog
import PreviewCommandLine

let exitCode = await PreviewCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    catalog: Catalog([LampPreviews.self, GatePreviews.self]),
    environment: .current(),
    output: { print($0) },
    errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(exitCode)
