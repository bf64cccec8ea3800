import PreviewCatalog
/// Runs a drawing command in a child process, so that a preview that stops (a `fatalError`,
/// such as SwiftUI's missing `@EnvironmentObject`, which TextUI traps on the same way) or
/// hangs (blocks its thread: a lock, a `static let` that reads itself, an endless loop) loses
/// only its own state, as Xcode's canvas shows one broken preview and the rest.
///
/// The child is the same executable with the same `argv`; it names each state on a side
/// channel before it runs the state's code and says when that code returned (``PreviewChild``).
/// When it exits, whatever its code, its standard output and error are written out as they
/// were and its code returned. When a trap ends it, the last state it named is taken to be the
/// one that stopped, with the `Fatal error: …` line it printed (or the signal's name). When it
/// stays silent inside a state's code for longer than ``PreviewWatchdog`` allows (the state's
/// timeout plus 1 s), it is killed and that state taken to hang. Either way the command runs
/// again with the state left out and reported as a timed-out scenario is (exit 1):
///
/// ```text
/// $ swift run preview check
/// stopped    preview CartView/Failed stopped the process drawing it: Fatal error: No ObservableObject of type Theme found: …. It is left out; the other states are drawn.
/// hung       preview CartView/Busy hung the process drawing it: it did not return within 6 s, so it may block its thread (…). It is left out; the other states are drawn. Fix it, or give it longer with --timeout.
/// check failed: 1 stopped, 1 hung in Tests/__Snapshots__.
/// To fix: give each stopped preview what its line says it lacks; let each hung preview return, or give it longer.
/// ```
/// Record and gallery draw every state before they write, and write each file to a temporary
/// one renamed into place, so a child ended while drawing has written nothing, and one ended
/// while writing leaves whole files and temporary ones the next `record` removes. Each run
/// that ends at a state runs the command again in full: n such states cost n + 1 runs, and
/// each hang the wait for it. A stop or a hang no state can be blamed for ends the command
/// with one line and exit 1; another signal (an interrupt) with one line and 128 plus the
/// signal's number.
struct PreviewSupervisor {
    /// One finished child: what it wrote, how it ended, and the side channel's lines.
    struct ChildRun: Sendable, Equatable {
        var standardOutput: String
        var standardError: String
        var ending: Platform.Ending
        var announced: [String]
    }

    /// Starts the child with `arguments` (no program name) and exactly `variables`, and waits
    /// for it, ending it once it has written nothing on its side channel for as long as
    /// `patience` gives for the last line it wrote (`nil` before any; see ``PreviewWatchdog``);
    /// `nil` when no child can be started.
    typealias Launch = @Sendable (
        _ arguments: [String], _ variables: [String: String], _ patience: @escaping @Sendable (_ lastLine: Substring?) -> Duration
    ) -> ChildRun?

    let catalog: Catalog
    let environment: PreviewEnvironment
    let launch: Launch
    /// The run's `--timeout`, from which the watchdog's bounds follow.
    var timeout: Duration? = nil

    /// Runs `arguments` in children until one exits; `nil` when the first cannot be started
    /// (the caller then runs the command itself).
    func run(_ arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void) -> Int32? {
        let watchdog = PreviewWatchdog(catalog: catalog, timeout: timeout)
        var stops: [PreviewChild.Stop] = []
        let stateCount = catalog.screens.reduce(0) { $0 + $1.stateNames.count }
        // Each run that ends at a state adds it, so all states ending runs take stateCount + 1 runs.
        for _ in 0...stateCount {
            guard let child = launch(arguments, variables(stops: stops), watchdog.patience) else {
                guard stops.isEmpty else { return failed("could not start its drawing process again", stops, errorOutput) }
                return nil
            }
            let stop: PreviewChild.Stop
            switch child.ending {
            case .exited(let code):
                Self.write(child.standardOutput, to: output)
                Self.write(child.standardError, to: errorOutput)
                return code
            case .signalled(let signal):
                guard let trap = Platform.trapName(signal) else {
                    Self.write(child.standardOutput, to: output)
                    Self.write(child.standardError, to: errorOutput)
                    errorOutput(ConsoleText(line: "error: \(environment.commandName) was ended by signal \(signal) before it finished.").text)
                    return 128 + signal
                }
                let message = Self.fatalError(in: child.standardError) ?? trap
                // The last state named, even if its code had returned: what a view model's
                // `deinit` or a task it left does is still that state's.
                guard let item = child.announced.reversed().lazy.compactMap({ PreviewChild.item($0[...], in: catalog) }).first,
                      !stops.contains(where: { $0.item == item }) else {
                    errorOutput(ConsoleText(line: "error: \(environment.commandName) stopped outside any preview state: \(message)").text)
                    return 1
                }
                stop = PreviewChild.Stop(item: item, ending: .stopped(message))
            case .hung(let waited):
                // Only the state whose code was running: silence after its code returned is
                // the command's own (or a task left behind), which no state can be blamed for.
                guard let item = child.announced.last.flatMap({ watchdog.runningState($0[...]) }),
                      !stops.contains(where: { $0.item == item }) else {
                    errorOutput(ConsoleText(line: "error: \(environment.commandName) hung outside any preview state: its drawing process "
                        + "wrote nothing for \(ScenarioTimeout.seconds(waited)) and was ended. Run it again with --in-process under a debugger, "
                        + "and pause it, to see where it waits.").text)
                    return 1
                }
                stop = PreviewChild.Stop(item: item, ending: .hung(waited))
            }
            stops.append(stop)
        }
        return failed("could not finish", stops, errorOutput)
    }

    /// The variables a child runs with: this process's, marked as a child's, with the stops and
    /// hangs so far, and Swift's crash backtrace off (it takes seconds, and the stop's line says
    /// enough) unless set.
    private func variables(stops: [PreviewChild.Stop]) -> [String: String] {
        var variables = environment.variables
        variables[PreviewChild.childVariable] = environment.isTerminal ? "terminal" : "pipe"
        let carried = PreviewChild.variables(for: stops)
        variables[PreviewChild.stopsVariable] = carried.stops
        variables[PreviewChild.hangsVariable] = carried.hangs
        if variables["SWIFT_BACKTRACE"] == nil { variables["SWIFT_BACKTRACE"] = "enable=no" }
        return variables
    }

    /// The one line for a command that did not end after previews stopped it: no child could
    /// start again, or (which each run ending at a new state rules out) the runs ran out.
    private func failed(_ what: String, _ stops: [PreviewChild.Stop], _ errorOutput: (String) -> Void) -> Int32 {
        let count = stops.count == 1 ? "a preview" : "\(stops.count) previews"
        errorOutput(ConsoleText(line: "error: \(environment.commandName) \(what) after \(count) stopped it.").text)
        return 1
    }

    /// `text` as a child wrote it: one chunk without the newline the writer adds after each.
    static func write(_ text: String, to writer: (String) -> Void) {
        guard !text.isEmpty else { return }
        writer(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }

    /// The `Fatal error: …` part of the last line of `standardError` that holds one (Swift
    /// prints `File.swift:12: Fatal error: message`), `nil` when none does.
    static func fatalError(in standardError: String) -> String? {
        for line in standardError.split(separator: "\n").reversed() {
            if let range = line.range(of: "Fatal error: ") {
                let message = line[range.lowerBound...].trimmingSuffix()
                return message.isEmpty ? nil : message
            }
        }
        return nil
    }
}

private extension Substring {
    func trimmingSuffix() -> String {
        var text = self
        while let last = text.last, last == " " || last == "\r" { text.removeLast() }
        return String(text)
    }
}
