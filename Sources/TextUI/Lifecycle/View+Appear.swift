extension View {
    /// Draws this view the way an app shows it: render, run what the drawn views do when they
    /// appear (`onAppear` actions, then `task`s, each to its end, in drawing order), render
    /// again, and repeat while that starts new work — a view that appeared, or a `task` whose
    /// `id` changed. A preview of a container view thus starts the same work the app starts.
    ///
    /// ```swift
    /// final class Counter { var loads = 0 }
    ///
    /// struct Screen: View {
    ///     let counter: Counter
    ///     var body: some View {
    ///         Text("読み込み: \(counter.loads)回")
    ///             .task(id: counter.loads) { if counter.loads == 0 { counter.loads += 1 } }
    ///     }
    /// }
    ///
    /// let shown = await Screen(counter: Counter()).appear(width: 20)
    /// shown.log     // ["task(id: 0) at Screen.swift:7", "task(id: 1) at Screen.swift:7"]
    /// print(shown.text)
    /// ```
    /// ```text
    /// 読み込み: 1回
    /// ```
    /// The first render starts the task (id 0), which loads; the second render sees id 1, a new
    /// id, and starts the task again (it does nothing now); the third starts nothing and is the
    /// result.
    ///
    /// SwiftUI starts a screen's tasks together; here they run one after another so the result
    /// is the same on every run. Work must end (use mocks that answer, not suspended ones):
    /// after `maxPasses` renders that each started work, it stops and ``Appearance/isSettled``
    /// is `false`.
    ///
    /// TextUI only: runs onAppear/task as a screen appearing would, for tests and previews; SwiftUI runs them itself.
    @MainActor
    public func appear(width: Int = 40, height: Int? = nil, style: RenderStyle = .unicode, maxPasses: Int = 8) async -> Appearance {
        var state = AppearState()
        // Each drawing keeps the state the drawing before it left (what the actions wrote).
        let carried = StateCarryingView(self, carrier: StateCarrier())
        for _ in 0..<max(1, maxPasses) {
            let recorder = LifecycleRecorder()
            let text = LifecycleRecorder.$current.withValue(recorder) {
                carried.render(width: width, height: height, style: style)
            }
            let work = state.work(for: recorder.entries)
            if work.isEmpty {
                return Appearance(text: text, log: state.log, isSettled: true)
            }
            for action in work.actions { action() }
            for task in work.tasks { await task() }
        }
        let text = carried.render(width: width, height: height, style: style)
        return Appearance(text: text, log: state.log, isSettled: false)
    }

    /// Runs what the drawn views do the moment they appear — `onAppear` and `onReceive`
    /// actions, `onChange(of:initial: true)` — render by render until nothing new appears (at
    /// most `maxPasses` renders), and no `task`: the view as Xcode's canvas first shows a
    /// preview, its `@State` set by those actions. A task may wait for ever, so a preview
    /// draws what its tasks start from. Returns the carrier that keeps the views' `@State`
    /// between those renders: draw ``StateCarryingView`` with it to show what they wrote.
    @MainActor @discardableResult
    package func runAppearActions(width: Int = 40, maxPasses: Int = 8) -> StateCarrier {
        var state = AppearState()
        let carrier = StateCarrier()
        let carried = StateCarryingView(self, carrier: carrier)
        for _ in 0..<max(1, maxPasses) {
            let recorder = LifecycleRecorder()
            _ = LifecycleRecorder.$current.withValue(recorder) { carried.render(width: width) }
            let actions = state.work(for: recorder.entries).actions
            if actions.isEmpty { return carrier }
            for action in actions { action() }
        }
        return carrier
    }
}

/// What `appear` remembers between passes: the views that appeared, the tasks' ids, the
/// watched values, and what to run when a view disappears.
struct AppearState {
    private var appeared: Set<LifecycleIdentity> = []
    private var taskIDs: [LifecycleIdentity: any Equatable] = [:]
    private var values: [LifecycleIdentity: any Equatable] = [:]
    private var disappearActions: [LifecycleIdentity: () -> Void] = [:]
    private(set) var log: [String] = []

    /// The work one pass started, in order: synchronous actions (disappear, appear, change),
    /// then tasks.
    struct Work {
        var actions: [() -> Void] = []
        var tasks: [nonisolated(nonsending) () async -> Void] = []
        var isEmpty: Bool { actions.isEmpty && tasks.isEmpty }
    }

    /// The work the pass that drew `entries` starts, logged.
    @MainActor
    mutating func work(for entries: [LifecycleEntry]) -> Work {
        var work = Work()
        var taskLog: [String] = []
        var newTaskIDs: [LifecycleIdentity: any Equatable] = [:]
        var newValues: [LifecycleIdentity: any Equatable] = [:]
        var newDisappearActions: [LifecycleIdentity: () -> Void] = [:]
        let drawn = Set(entries.map(\.identity))
        // A view that is no longer drawn has disappeared: drawn again, it appears again.
        for (identity, action) in disappearActions.sorted(by: { $0.key.site.description < $1.key.site.description })
            where !drawn.contains(identity) {
            work.actions.append(action)
            log.append("onDisappear at \(identity.site.description)")
        }
        for entry in entries {
            let site = entry.identity.site.description
            switch entry.work.running(in: entry.environment) {
            case .appear(let action), .receive(let action):
                if appeared.insert(entry.identity).inserted {
                    work.actions.append(action)
                    log.append("\(entry.work.isReceive ? "onReceive" : "onAppear") at \(site)")
                }
            case .disappear(let action):
                newDisappearActions[entry.identity] = action
            case .change(let value, let description, let initial, let fire):
                newValues[entry.identity] = value
                if let previous = values[entry.identity] {
                    guard !valuesAreEqual(previous, value) else { continue }
                    work.actions.append { fire(previous) }
                } else if initial {
                    work.actions.append { fire(value) }
                } else {
                    continue
                }
                log.append("onChange(of: \(description)) at \(site)")
            case .task(let id, let description, let action):
                newTaskIDs[entry.identity] = id
                if let previous = taskIDs[entry.identity], valuesAreEqual(previous, id) { continue }
                work.tasks.append(action)
                taskLog.append("task(id: \(description)) at \(site)")
            }
        }
        log += taskLog
        appeared.formIntersection(drawn)
        taskIDs = newTaskIDs
        values = newValues
        disappearActions = newDisappearActions
        return work
    }
}

extension LifecycleWork {
    /// This work with its actions run in `environment` when there is one; tasks read their
    /// environment as they run.
    @MainActor
    func running(in environment: EnvironmentValues?) -> LifecycleWork {
        guard let environment else { return self }
        switch self {
        case .appear(let action): return .appear { EnvironmentValues.with(environment, action) }
        case .receive(let action): return .receive { EnvironmentValues.with(environment, action) }
        case .disappear(let action): return .disappear { EnvironmentValues.with(environment, action) }
        case .change(let value, let description, let initial, let fire):
            return .change(value: value, description: description, initial: initial) { old in
                EnvironmentValues.with(environment) { fire(old) }
            }
        case .task: return self
        }
    }
}

/// Whether two values of unknown types are equal (different types never are).
private func valuesAreEqual(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
    func open<Value: Equatable>(_ lhs: Value) -> Bool { (rhs as? Value) == lhs }
    return open(lhs)
}
/// A view drawn after its appear work ran: what ``View/appear(width:height:style:maxPasses:)``
/// returns.
///
/// TextUI only: what `appear` returns.
public struct Appearance: Sendable, Equatable {
    /// The view drawn once its work ended.
    ///
    /// TextUI only: see ``View/appear(width:height:style:maxPasses:)``.
    public let text: String
    /// The work that ran, in order: `onAppear at File.swift:12`, `task(id: …) at File.swift:20`.
    ///
    /// TextUI only: see ``View/appear(width:height:style:maxPasses:)``.
    public let log: [String]
    /// Whether the last render started no new work. `false` when `maxPasses` ran out first.
    ///
    /// TextUI only: see ``View/appear(width:height:style:maxPasses:)``.
    public let isSettled: Bool
}
