import Foundation
import PreviewCatalog

/// The side of a `preview` child process (see ``PreviewSupervisor``): it names each state on
/// the side channel before it reaches or draws it, and leaves out the states whose previews
/// stopped an earlier child, each reported as a timed-out scenario is, with the stop's message.
///
/// The parent sets four variables: ``childVariable`` (`terminal` or `pipe`: what the
/// parent's standard output is), ``channelVariable`` (the side channel's path: `/dev/fd/4`, a
/// file with no name the parent reads after), ``lifelineVariable`` and, after a stop,
/// ``stopsVariable`` (one line per stopped state: `screen state message`, indices in the
/// catalog). A side-channel line is `screen state`, the item's indices: names may hold any
/// character, indices are one token each.
final class PreviewChild {
    /// Marks a child; its value says whether the parent's standard output is a terminal.
    static let childVariable = "VIEWSTATEKIT_PREVIEW_CHILD"
    /// The file the child appends one line to before it reaches or draws each state.
    static let channelVariable = "VIEWSTATEKIT_PREVIEW_CHANNEL"
    /// The states earlier children stopped in, and what each stop said.
    static let stopsVariable = "VIEWSTATEKIT_PREVIEW_STOPS"
    /// The descriptor of the pipe that ends when the parent ends (see ``watchParent(variables:)``).
    static let lifelineVariable = "VIEWSTATEKIT_PREVIEW_LIFELINE"

    /// The states to leave out, with their stops' messages.
    let stops: [Selection.Item: String]
    /// The side channel, opened once; `nil` when the parent gave none.
    private let channel: Int32?

    /// The child's side of `variables`, `nil` when they do not mark a child.
    init?(variables: [String: String], catalog: Catalog) {
        guard variables[Self.childVariable] != nil else { return nil }
        channel = variables[Self.channelVariable].flatMap(Platform.openForAppending)
        stops = Self.stops(in: variables[Self.stopsVariable] ?? "", catalog: catalog)
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

    /// ``stopsVariable``'s value for `stops`, in the order they were found.
    static func value(of stops: [(item: Selection.Item, message: String)]) -> String {
        stops.map { "\(line($0.item)) \($0.message)" }.joined(separator: "\n")
    }

    /// The stops ``stopsVariable``'s `value` names; lines naming no state are skipped.
    static func stops(in value: String, catalog: Catalog) -> [Selection.Item: String] {
        var stops: [Selection.Item: String] = [:]
        for line in value.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let item = item(parts[0] + " " + parts[1], in: catalog) else { continue }
            stops[item] = String(parts[2])
        }
        return stops
    }

    /// Names `item` on the side channel, before the state is reached or drawn.
    func announce(_ item: Selection.Item) {
        if let channel { Platform.writeLine(Self.line(item), to: channel) }
    }

    /// The stop of the state at `item` as the timed-out scenario the commands report, `nil`
    /// when its preview did not stop an earlier child.
    func stop(_ item: Selection.Item, in catalog: Catalog) -> ScenarioTimeout? {
        guard let message = stops[item] else { return nil }
        let screen = catalog.screens[item.screen]
        return .stopped(screen: screen.name, state: screen.stateNames[item.state], message: message)
    }
}
