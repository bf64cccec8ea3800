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
    @MainActor
    public func appear(width: Int = 40, height: Int? = nil, style: RenderStyle = .unicode, maxPasses: Int = 8) async -> Appearance {
        var previousTaskIDs: [LifecycleIdentity: any Equatable] = [:]
        var appeared: Set<LifecycleIdentity> = []
        var log: [String] = []
        for _ in 0..<max(1, maxPasses) {
            let recorder = LifecycleRecorder()
            let text = LifecycleRecorder.$current.withValue(recorder) {
                render(width: width, height: height, style: style)
            }
            var appearActions: [() -> Void] = []
            var tasks: [nonisolated(nonsending) () async -> Void] = []
            var taskIDs: [LifecycleIdentity: any Equatable] = [:]
            var taskLog: [String] = []
            for entry in recorder.entries {
                switch entry.work {
                case .appear(let action):
                    if appeared.insert(entry.identity).inserted {
                        appearActions.append(action)
                        log.append("onAppear at \(entry.identity.site.description)")
                    }
                case .task(let id, let description, let action):
                    taskIDs[entry.identity] = id
                    if let previous = previousTaskIDs[entry.identity], Self.isEqual(previous, id) { continue }
                    tasks.append(action)
                    taskLog.append("task(id: \(description)) at \(entry.identity.site.description)")
                }
            }
            log += taskLog
            // A view that is no longer drawn has disappeared: drawn again, it appears again.
            appeared.formIntersection(recorder.entries.map(\.identity))
            previousTaskIDs = taskIDs
            if appearActions.isEmpty, tasks.isEmpty {
                return Appearance(text: text, log: log, isSettled: true)
            }
            for action in appearActions { action() }
            for task in tasks { await task() }
        }
        let text = render(width: width, height: height, style: style)
        return Appearance(text: text, log: log, isSettled: false)
    }

    private static func isEqual(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
        func open<Value: Equatable>(_ lhs: Value) -> Bool { (rhs as? Value) == lhs }
        return open(lhs)
    }
}

/// A view drawn after its appear work ran: what ``View/appear(width:height:style:maxPasses:)``
/// returns.
public struct Appearance: Sendable, Equatable {
    /// The view drawn once its work ended.
    public let text: String
    /// The work that ran, in order: `onAppear at File.swift:12`, `task(id: …) at File.swift:20`.
    public let log: [String]
    /// Whether the last render started no new work. `false` when `maxPasses` ran out first.
    public let isSettled: Bool
}
