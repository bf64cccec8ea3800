#if !canImport(ActivityKit)
import Foundation

/// A Live Activity the app started: kept in memory, as no Lock Screen or Dynamic Island shows it
/// here. ``request(attributes:content:pushType:)`` starts one (it is then among
/// ``activities``), ``update(_:)`` replaces its content, and ``end(_:dismissalPolicy:)`` ends it
/// and takes it out of ``activities``. A screen's timer that updates its activity every second
/// runs as on a phone; nothing is drawn for it.
///
/// ```swift
/// let activity = try Activity.request(attributes: attributes, content: .init(state: running, staleDate: nil))
/// await activity.update(.init(state: resting, staleDate: nil))
/// await activity.end(nil, dismissalPolicy: .immediate)   // activity.activityState == .ended
/// ```
///
/// ActivityKit: class Activity<Attributes> where Attributes : ActivityAttributes
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// ActivityKit: typealias Activity.ContentState = Attributes.ContentState
    public typealias ContentState = Attributes.ContentState

    /// ActivityKit: var id: String { get }
    public let id: String
    /// ActivityKit: var attributes: Attributes { get }
    public let attributes: Attributes

    private let lock = NSLock()
    private var currentContent: ActivityContent<ContentState>
    private var currentState: ActivityState = .active

    private init(attributes: Attributes, content: ActivityContent<ContentState>) {
        id = UUID().uuidString
        self.attributes = attributes
        currentContent = content
    }

    /// The content the activity shows now: the last update's.
    ///
    /// ActivityKit: var content: ActivityContent<Activity<Attributes>.ContentState> { get }
    public var content: ActivityContent<ContentState> {
        lock.withLock { currentContent }
    }

    /// `.active` until ``end(_:dismissalPolicy:)``, then `.ended`.
    ///
    /// ActivityKit: var activityState: ActivityState { get }
    public var activityState: ActivityState {
        lock.withLock { currentState }
    }

    /// The activities of this kind the app started and has not ended, oldest first.
    ///
    /// ActivityKit: static var activities: [Activity<Attributes>] { get }
    public static var activities: [Activity<Attributes>] {
        LiveActivities.shared.started.compactMap { $0 as? Activity<Attributes> }
    }

    /// Starts a Live Activity; it never fails here.
    ///
    /// ActivityKit: static func request(attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil) throws -> Activity<Attributes>
    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        let activity = Activity(attributes: attributes, content: content)
        LiveActivities.shared.add(activity)
        return activity
    }

    /// Shows `content` from now on.
    ///
    /// ActivityKit: func update(_ content: ActivityContent<Activity<Attributes>.ContentState>) async
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>) async {
        lock.withLock { if currentState == .active { currentContent = content } }
    }

    /// Ends the activity, with `content` as its last (or the current one when `nil`).
    ///
    /// ActivityKit: func end(_ content: ActivityContent<Activity<Attributes>.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async
    public func end(
        _ content: ActivityContent<Activity<Attributes>.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        lock.withLock {
            if let content { currentContent = content }
            currentState = .ended
        }
        LiveActivities.shared.remove(self)
    }
}

/// The activities started and not yet ended, of every kind.
final class LiveActivities: @unchecked Sendable {
    static let shared = LiveActivities()
    private let lock = NSLock()
    private var activities: [AnyObject] = []

    var started: [AnyObject] { lock.withLock { activities } }
    func add(_ activity: AnyObject) { lock.withLock { activities.append(activity) } }
    func remove(_ activity: AnyObject) { lock.withLock { activities.removeAll { $0 === activity } } }
}
#endif
