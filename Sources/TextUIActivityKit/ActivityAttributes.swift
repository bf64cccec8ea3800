#if !canImport(ActivityKit)
import Foundation

/// What a Live Activity shows that never changes (`workoutName`), and, as `ContentState`, what
/// changes while it runs (the timer, the rest countdown).
///
/// ActivityKit: protocol ActivityAttributes : Decodable, Encodable
public protocol ActivityAttributes: Decodable, Encodable {
    /// The Live Activity's changing content.
    ///
    /// ActivityKit: associatedtype ContentState : Decodable, Encodable, Hashable
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// One state of a Live Activity's changing content, and when it goes stale.
///
/// ActivityKit: struct ActivityContent<State> where State : Decodable, State : Encodable, State : Hashable
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
    /// ActivityKit: var state: State
    public var state: State
    /// ActivityKit: var staleDate: Date?
    public var staleDate: Date?
    /// ActivityKit: var relevanceScore: Double
    public var relevanceScore: Double

    /// ActivityKit: init(state: State, staleDate: Date?, relevanceScore: Double = 0.0)
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}

/// Where a Live Activity is in its life.
///
/// ActivityKit: enum ActivityState
public enum ActivityState: Hashable, Sendable {
    /// ActivityKit: case active
    case active
    /// ActivityKit: case ended
    case ended
    /// ActivityKit: case dismissed
    case dismissed
    /// ActivityKit: case stale
    case stale
    /// ActivityKit: case pending
    case pending
}

/// How long an ended Live Activity stays on the Lock Screen.
///
/// ActivityKit: struct ActivityUIDismissalPolicy
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let removalDate: Date?
    let removedAtOnce: Bool

    /// ActivityKit: static let `default`: ActivityUIDismissalPolicy
    public static let `default` = ActivityUIDismissalPolicy(removalDate: nil, removedAtOnce: false)
    /// ActivityKit: static let immediate: ActivityUIDismissalPolicy
    public static let immediate = ActivityUIDismissalPolicy(removalDate: nil, removedAtOnce: true)

    /// ActivityKit: static func after(_ date: Date) -> ActivityUIDismissalPolicy
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(removalDate: date, removedAtOnce: false)
    }
}

/// How a Live Activity receives updates through push notifications; a preview receives none.
///
/// ActivityKit: struct PushType
public struct PushType: Hashable, Sendable {
    let channelID: String?

    /// ActivityKit: static let token: PushType
    public static let token = PushType(channelID: nil)

    /// ActivityKit: static func channel(_ channelId: String) -> PushType
    public static func channel(_ channelId: String) -> PushType { PushType(channelID: channelId) }
}

/// Whether the person allows Live Activities: they do, in a preview.
///
/// ActivityKit: struct ActivityAuthorizationInfo
public struct ActivityAuthorizationInfo: Sendable {
    /// ActivityKit: init()
    public init() {}

    /// ActivityKit: var areActivitiesEnabled: Bool { get }
    public var areActivitiesEnabled: Bool { true }

    /// ActivityKit: var frequentPushesEnabled: Bool { get }
    public var frequentPushesEnabled: Bool { false }
}
#endif
