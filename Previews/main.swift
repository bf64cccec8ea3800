// The `preview` executable: every screen of the example app in every state.
// Run `swift run preview` from the package root.
import ExampleApp
import Foundation
import PreviewCatalog

let exitCode = await PreviewCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    catalog: Catalog(ExampleCatalog.screens),
    output: { print($0) },
    errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(exitCode)
