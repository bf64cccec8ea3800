import PreviewCatalog
/// Starts a `preview` child as a real process: this executable again (see
/// ``Platform/executablePath``), writing to files with no name (nothing is left behind if the
/// parent is killed), its side channel `/dev/fd/4`.
enum ProcessChildLauncher {
    /// The launcher for a process run as `programName` (its `argv[0]`), `nil` when this
    /// executable's path cannot be known.
    static func launch(programName: String) -> PreviewSupervisor.Launch? {
        guard let executable = Platform.executablePath else { return nil }
        return { arguments, variables in
            var childVariables = variables
            childVariables[PreviewChild.channelVariable] = "/dev/fd/\(Platform.channelDescriptor)"
            childVariables[PreviewChild.lifelineVariable] = String(Platform.lifelineDescriptor)
            guard let finished = Platform.run(executable, arguments: [programName] + arguments, environment: childVariables) else { return nil }
            return PreviewSupervisor.ChildRun(
                standardOutput: finished.standardOutput,
                standardError: finished.standardError,
                ending: finished.ending,
                announced: finished.channel.split(separator: "\n").map(String.init)
            )
        }
    }
}
