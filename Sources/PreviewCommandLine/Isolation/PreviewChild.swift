import Foundation
import PreviewCatalog

/// The side of a `preview` child process (see ``PreviewSupervisor``): it names each state on
/// the side channel before it runs the state's code (reaching or drawing it) and says when that
/// code has returned, and leaves out the states whose previews stopped or hung an earlier
/// child, each reported as a timed-out scenario is, with what the parent saw.
///
/// The parent sets five variables: ``childVariable`` (`terminal` or `pipe`: what the
/// parent's standard output is), ``channelVariable`` (the side channel's path: `/dev/fd/4`, a
/// pipe the parent reads as the child writes), ``lifelineVariable`` and, after a stop or a
/// hang, ``stopsVariable`` (one line per stopped state: `screen state message`) and
/// ``hangsVariable`` (one line per hung state: `screen state milliseconds`, how long the parent
/// waited), indices in the catalog. A side-channel line is `screen state`, the item's indices
/// (names may hold any character, indices are one token each), or ``returnedLine``.
final class PreviewChild {
    /// Marks a child; its value says whether the parent's standard output is a terminal.
    static let childVariable = "VIEWSTATEKIT_PREVIEW_CHILD"
    /// The side channel the child writes one line to before and after each state's code.
    static let channelVariable = "VIEWSTATEKIT_PREVIEW_CHANNEL"
    /// The states earlier children stopped in, and what each stop said.
    static let stopsVariable = "VIEWSTATEKIT_PREVIEW_STOPS"
    /// The states earlier children hung in, and how long the parent waited for each.
    static let hangsVariable = "VIEWSTATEKIT_PREVIEW_HANGS"
    /// The descriptor of the pipe that ends when the parent ends (see ``watchParent(variables:)``).
    static let lifelineVariable = "VIEWSTATEKIT_PREVIEW_LIFELINE"
    /// The side-channel line that says the state's code last named has returned: the child runs
    /// only its own code (comparing, writing files) until it names the next.
    static let returnedLine = "-"

    /// A state an earlier child was ended in, and how.
    struct Stop: Equatable {
        enum Ending: Equatable {
            /// Its preview trapped, saying this (a `Fatal error:` line, or the signal's name).
            case stopped(String)
            /// Its preview did not return for this long, so the parent ended the child.
            case hung(Duration)
        }

        var item: Selection.Item
        var ending: Ending
    }

    /// The states to leave out, each as the commands report it.
    let leftOut: [Selection.Item: ScenarioTimeout]
    /// The side channel, opened once; `nil` when the parent gave none.
    private let channel: Int32?

    /// The child's side of `variables`, `nil` when they do not mark a child.
    init?(variables: [String: String], catalog: Catalog) {
        guard variables[Self.childVariable] != nil else { return nil }
        channel = variables[Self.channelVariable].flatMap(Platform.openForAppending)
        leftOut = Self.stops(stops: variables[Self.stopsVariable] ?? "", hangs: variables[Self.hangsVariable] ?? "", catalog: catalog)
    }

    deinit {
        if let channel { Platform.closeDescriptor(channel) }
    }

    /// Ends this child when its parent ends (killed too), watching the lifeline
    /// (``Platform/endWithParent()``) on a thread of its own; does nothing unless the parent
    /// gave one (``PreviewSupervisor`` sets ``lifelineVariable``).
    func watchParent(variables: [String: String]) {
        guard variables[Self.lifelineVariable] == String(Platform.lifelineDescriptor) else { return }
        Thread.detachNewThread { Platform.endWithParent() }
    }

    /// The line naming `item` on the side channel.
    static func line(_ item: Selection.Item) -> String {
        "\(item.screen) \(item.state)"
    }

    /// The item a side-channel line names, `nil` when it names none of `catalog`'s states.
    static func item(_ line: Substring, in catalog: Catalog) -> Selection.Item? {
        let parts = line.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let screen = Int(parts[0]), let state = Int(parts[1]),
              catalog.screens.indices.contains(screen), catalog.screens[screen].stateNames.indices.contains(state) else { return nil }
        return Selection.Item(screen: screen, state: state)
    }

    /// The variables that carry `stops` to the next child, in the order they were found:
    /// ``stopsVariable`` and ``hangsVariable``, each `nil` when it would be empty.
    static func variables(for stops: [Stop]) -> (stops: String?, hangs: String?) {
        var stopped: [String] = []
        var hung: [String] = []
        for stop in stops {
            switch stop.ending {
            case .stopped(let message): stopped.append("\(line(stop.item)) \(message)")
            case .hung(let waited): hung.append("\(line(stop.item)) \(Platform.milliseconds(waited))")
            }
        }
        return (stopped.isEmpty ? nil : stopped.joined(separator: "\n"), hung.isEmpty ? nil : hung.joined(separator: "\n"))
    }

    /// The states ``stopsVariable``'s value `stops` and ``hangsVariable``'s value `hangs` name,
    /// as the commands report them; lines naming no state are skipped.
    static func stops(stops: String, hangs: String, catalog: Catalog) -> [Selection.Item: ScenarioTimeout] {
        var leftOut: [Selection.Item: ScenarioTimeout] = [:]
        for (line, isHang) in stops.split(separator: "\n").map({ ($0, false) }) + hangs.split(separator: "\n").map({ ($0, true) }) {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let item = item(parts[0] + " " + parts[1], in: catalog) else { continue }
            let screen = catalog.screens[item.screen]
            let name = screen.stateNames[item.state]
            if !isHang {
                leftOut[item] = .stopped(screen: screen.name, state: name, message: String(parts[2]))
            } else if let waited = Int64(parts[2]) {
                // The way to give it longer is the one its bound came from (``PreviewWatchdog``).
                let setting = screen.stateTimeouts[item.state] == nil ? "--timeout" : ".scenario(_:timeout:_:)"
                leftOut[item] = .hung(screen: screen.name, state: name, after: .milliseconds(waited), setting: setting)
            }
        }
        return leftOut
    }

    /// Names `item` on the side channel, before the state's code runs.
    func announce(_ item: Selection.Item) {
        if let channel { Platform.writeLine(Self.line(item), to: channel) }
    }

    /// Says on the side channel that the state's code last named has returned.
    func announceReturn() {
        if let channel { Platform.writeLine(Self.returnedLine, to: channel) }
    }

    /// The state at `item` as the timed-out scenario the commands report, `nil` when its
    /// preview did not stop or hang an earlier child.
    func stop(_ item: Selection.Item) -> ScenarioTimeout? {
        leftOut[item]
    }
}
