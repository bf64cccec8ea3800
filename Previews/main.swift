// The `preview` executable: every screen of the example app in every state.
// Run `swift run preview --help` from anywhere in the package.
//
// Snapshots default to Tests/__Snapshots__ in the package this file belongs to (found from
// its #filePath, which `PreviewEnvironment.current()` receives), so the files always match
// the code compiled into this executable and are the ones `swift test` reads; `--dir`
// overrides.
import ExampleApp
import Foundation
import PreviewCatalog
import PreviewCommandLine

let exitCode = await PreviewCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    catalog: ExampleCatalog.catalog,
    environment: .current(),
    output: { print($0) },
    errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(exitCode)
