/// Collects, during one render, the `onAppear` and `task` modifiers of the views actually
/// drawn (a tab that is not selected is not drawn, so it does not appear), in drawing order.
///
/// Only ``View/appear(width:height:style:maxPasses:)`` makes one; a plain `render` has none
/// and the modifiers draw their content and nothing else. It is touched only inside one
/// synchronous render, on one thread, hence `@unchecked Sendable` (a task-local needs it).
final class LifecycleRecorder: @unchecked Sendable {
    @TaskLocal static var current: LifecycleRecorder?

    private(set) var entries: [LifecycleEntry] = []
    private var recorded: Set<ObjectIdentifier> = []
    private var occurrences: [LifecycleSite: Int] = [:]

    /// Records `node`'s work the first time the node is drawn in this render.
    func record(_ node: LifecycleNode) {
        record(node, site: node.site, environment: node.environment) { node.work }
    }

    /// Records the work of `owner`, a node written at `site`, the first time it is drawn in
    /// this render; `work` is asked only then.
    /// `environment` is the one the view was drawn in, which its actions run in.
    func record(_ owner: AnyObject, site: LifecycleSite, environment: EnvironmentValues? = nil, work: () -> LifecycleWork) {
        guard recorded.insert(ObjectIdentifier(owner)).inserted else { return }
        let occurrence = occurrences[site, default: 0]
        occurrences[site] = occurrence + 1
        entries.append(LifecycleEntry(identity: LifecycleIdentity(site: site, occurrence: occurrence), work: work(), environment: environment))
    }
}

/// Where a lifecycle modifier was written: a view's identity across renders, as SwiftUI's
/// structural identity, together with how many times that line was drawn before.
struct LifecycleSite: Hashable, Sendable {
    let fileID: String
    let line: UInt
    let column: UInt

    var description: String {
        "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }
}

struct LifecycleIdentity: Hashable, Sendable {
    let site: LifecycleSite
    let occurrence: Int
}

/// What a lifecycle modifier does when its view appears.
enum LifecycleWork {
    case appear(() -> Void)
    /// `onReceive`: subscribe when the view appears and take what the publisher holds.
    case receive(() -> Void)
    /// Run when a view drawn in one pass is not drawn in the next.
    case disappear(() -> Void)
    /// `onChange`: the value now, and the action to run given the value before.
    case change(value: any Equatable, description: String, initial: Bool, fire: (_ old: any Equatable) -> Void)
    /// `id` is compared with the id of the same view's previous render: a change restarts it.
    case task(id: any Equatable, description: String, action: nonisolated(nonsending) () async -> Void)
}

struct LifecycleEntry {
    let identity: LifecycleIdentity
    let work: LifecycleWork
    /// The environment the view was drawn in: its `onAppear`, `onReceive`, `onChange` and
    /// `onDisappear` actions run in it, so one that reads an `@EnvironmentObject` its `body`
    /// never read finds the object (and keeps it for a `Task` it starts), as a view SwiftUI
    /// installed does. `nil`: the environment current when the action runs.
    var environment: EnvironmentValues?
}

/// A view with lifecycle work: laid out and drawn exactly as its content; drawing it tells
/// the current recorder, if any, that it appeared.
final class LifecycleNode: LayoutNode {
    let content: any LayoutNode
    let site: LifecycleSite
    let work: LifecycleWork
    let environment: EnvironmentValues?
    private let recorder: LifecycleRecorder?

    init(content: any LayoutNode, site: LifecycleSite, work: LifecycleWork, environment: EnvironmentValues? = nil) {
        self.content = content
        self.site = site
        self.work = work
        self.environment = environment
        self.recorder = LifecycleRecorder.current
    }

    var fillsWidth: Bool { content.fillsWidth }
    var fillsHeight: Bool { content.fillsHeight }
    /// A screen reader reads the content, as if the modifier were not there.
    var readingOrderChildren: [any LayoutNode] { [content] }
    var minimumWidth: Int { content.minimumWidth }

    func offerPhoneHeight(_ points: Double) { content.offerPhoneHeight(points) }
    func measure(proposedWidth: Int) -> Int { content.measure(proposedWidth: proposedWidth) }

    func draw(width: Int) -> [Line] {
        recorder?.record(self)
        return content.draw(width: width)
    }

    func draw(width: Int, height: Int) -> [Line] {
        recorder?.record(self)
        return content.draw(width: width, height: height)
    }
}

extension LifecycleWork {
    /// Whether this is `onReceive`'s subscription, for `appear`'s log.
    var isReceive: Bool {
        if case .receive = self { return true }
        return false
    }
}
