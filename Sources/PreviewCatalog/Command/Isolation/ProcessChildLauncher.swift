import Foundation

/// Starts a `preview` child as a real process: this executable again (see
/// ``Platform/executablePath``), its standard output and error and the side channel in files of
/// a temporary folder removed after it ends.
enum ProcessChildLauncher {
    /// The launcher for a process run as `programName` (its `argv[0]`), `nil` when this
    /// executable's path cannot be known.
    static func launch(programName: String) -> PreviewSupervisor.Launch? {
        guard let executable = Platform.executablePath else { return nil }
        return { arguments, variables in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewstatekit-preview-\(UUID().uuidString)")
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
            defer { try? FileManager.default.removeItem(at: folder) }
            let channel = folder.appendingPathComponent("states").path
            let standardOutput = folder.appendingPathComponent("stdout").path
            let standardError = folder.appendingPathComponent("stderr").path
            guard FileManager.default.createFile(atPath: channel, contents: nil) else { return nil }
            var childVariables = variables
            childVariables[PreviewChild.channelVariable] = channel
            guard let ending = Platform.run(
                executable, arguments: [programName] + arguments, environment: childVariables,
                standardOutput: standardOutput, standardError: standardError
            ) else { return nil }
            return PreviewSupervisor.ChildRun(
                standardOutput: text(at: standardOutput),
                standardError: text(at: standardError),
                ending: ending,
                announced: text(at: channel).split(separator: "\n").map(String.init)
            )
        }
    }

    private static func text(at path: String) -> String {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
