// The command the TextUICopy plugin runs while a package builds: it writes the text copy of
// each SwiftUI file a target excludes, and the module's preview index. It writes a file only
// when its text changed, so an edit recompiles only the file edited.
//
//   TextUICopyTool --module Cart --root /pkg/Sources/Cart [--settings /pkg/TextUICopy.json --target Cart]
//                  [--index OUT.swift] -- IN.swift OUT.swift [IN.swift OUT.swift ...]
//
// Exit codes: 0 done, 1 a mistake in the settings file or a file that could not be read or
// written, 2 the command line is wrong.
import Foundation
import TextUISourceCopy

let arguments = Array(CommandLine.arguments.dropFirst())
let exitCode: Int32
switch CopyCommand.parse(arguments) {
case .success(let command):
    exitCode = command.run()
case .failure(let error):
    FileHandle.standardError.write(Data("TextUICopy: \(error.message)\n".utf8))
    exitCode = 2
}
exit(exitCode)
