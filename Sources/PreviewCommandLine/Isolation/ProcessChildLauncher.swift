import PreviewCatalog
/// Starts a `preview` child as a real process: this executable again (see
/// ``Platform/executablePath``), writing to files with no name (nothing is left behind if the
/// parent is killed), its side channel `/dev/fd/4`, a pipe the parent reads against the
/// watchdog's clock (``PreviewWatchdog``).
enum ProcessChildLauncher {
    /// The launcher for this process, started with `processArguments` (its whole `argv`,
    /// `CommandLine.arguments`), `nil` when this executable's path cannot be known.
    static func launch(processArguments: [String], commandName: String) -> PreviewSupervisor.Launch? {
        guard let executable = Platform.executablePath else { return nil }
        return { arguments, variables, patience in
            var childVariables = variables
            childVariables[PreviewChild.channelVariable] = "/dev/fd/\(Platform.channelDescriptor)"
            childVariables[PreviewChild.lifelineVariable] = String(Platform.lifelineDescriptor)
            let argv = childArguments(processArguments: processArguments, commandArguments: arguments, commandName: commandName)
            guard let finished = Platform.run(executable, arguments: argv, environment: childVariables, patience: patience) else { return nil }
            return PreviewSupervisor.ChildRun(
                standardOutput: finished.standardOutput,
                standardError: finished.standardError,
                ending: finished.ending,
                announced: finished.channel.split(separator: "\n").map(String.init)
            )
        }
    }

    /// The child's `argv`: this process's own, whole. The child runs the executable's
    /// `main.swift` again, so one that reads its own arguments before it hands the rest to
    /// ``PreviewCommand`` (`preview Enchanted check`, a catalog chosen by the first) chooses
    /// the same in the child. With no `argv` known, the command's name and its arguments.
    static func childArguments(processArguments: [String], commandArguments: [String], commandName: String) -> [String] {
        processArguments.isEmpty ? [commandName] + commandArguments : processArguments
    }
}
