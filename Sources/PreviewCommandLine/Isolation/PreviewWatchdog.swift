import PreviewCatalog

/// How long a drawing child (see ``PreviewSupervisor``) may go without a new line on its side
/// channel before its parent takes it to hang, ends it, and leaves out the state it was in.
///
/// While the child runs a state's code (its last line names the state: the scenario runs, or
/// the view is drawn), it gets the state's timeout — the scenario's own, else `--timeout`,
/// else ``ScenarioTimeout/defaultTimeout`` (5 s) — plus ``margin`` (1 s). A scenario that
/// waits asynchronously has failed on its own timer by then, and the child has gone on, so a
/// child still silent is blocked in the state's code: a lock, a `static let` that reads
/// itself, an endless loop. The margin covers the scenario timer's own lateness on a busy
/// machine, and drawing, which takes milliseconds.
///
/// Outside any state's code (starting, comparing, writing files, when `record` syncs the file
/// system, which on a busy disk can take seconds) it gets ``ownCodeLimit`` (60 s), or the
/// run's timeout plus the margin when that is longer: a hang there is reported as outside any
/// state, so it must not be mistaken for a slow disk.
struct PreviewWatchdog: Sendable {
    /// What a state gets beyond its timeout: 1 s.
    static let margin = Duration.seconds(1)
    /// What the child's own code gets between two states, at least: 60 s.
    static let ownCodeLimit = Duration.seconds(60)

    /// Each state's bound, by screen and state index.
    private let stateLimits: [[Duration]]
    /// The bound outside any state's code.
    let ownCode: Duration
    private let catalog: Catalog

    /// The bounds of `catalog`'s states in a run whose `--timeout` is `timeout` (`nil`: none given).
    init(catalog: Catalog, timeout: Duration?) {
        let runLimit = timeout ?? ScenarioTimeout.defaultTimeout
        self.catalog = catalog
        stateLimits = catalog.screens.map { screen in screen.stateTimeouts.map { ($0 ?? runLimit) + Self.margin } }
        ownCode = max(Self.ownCodeLimit, runLimit + Self.margin)
    }

    /// How long the child may stay silent after writing `lastLine` (`nil`: nothing yet).
    func patience(after lastLine: Substring?) -> Duration {
        guard let item = lastLine.flatMap(runningState) else { return ownCode }
        return stateLimits[item.screen][item.state]
    }

    /// The state whose code the child runs when `lastLine` is its last side-channel line:
    /// the state it names, `nil` for ``PreviewChild/returnedLine`` or none.
    func runningState(_ lastLine: Substring) -> Selection.Item? {
        PreviewChild.item(lastLine, in: catalog)
    }
}
