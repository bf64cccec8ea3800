// The `preview` executable: every screen of the example app in every state.
// Run `swift run preview --help` from anywhere in the package.
//
// Snapshots default to Tests/ExampleAppTests/__Snapshots__ in the package this file belongs
// to (found from its #filePath, which `PreviewEnvironment.current()` receives), so the files
// always match the code compiled into this executable; `--dir` overrides.
import ExampleApp
import Foundation
import PreviewCatalog

let exitCode = await PreviewCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    catalog: Catalog(ExampleCatalog.screens),
    environment: .current(snapshotFolder: "Tests/ExampleAppTests/__Snapshots__"),
    output: { print($0) },
    errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(exitCode)
