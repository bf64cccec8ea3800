import Foundation

/// What a widget draws at one moment: the date it is for, and whatever the widget's view needs.
///
/// ```swift
/// struct StepsEntry: TimelineEntry {
///     let date: Date
///     let steps: Int
/// }
/// ```
///
/// WidgetKit: protocol TimelineEntry
public protocol TimelineEntry {
    /// When the system shows the entry; a preview shows each entry of its timeline in order,
    /// whatever its date.
    ///
    /// WidgetKit: var date: Date { get }
    var date: Date { get }

    /// How relevant the entry is, for Smart Stacks; `nil` unless the entry says.
    ///
    /// WidgetKit: var relevance: TimelineEntryRelevance? { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance given.
    ///
    /// WidgetKit: var relevance: TimelineEntryRelevance? { get }
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, and for how long.
///
/// WidgetKit: struct TimelineEntryRelevance
public struct TimelineEntryRelevance: Hashable, Codable, Sendable {
    /// WidgetKit: let score: Float
    public let score: Float
    /// WidgetKit: let duration: TimeInterval
    public let duration: TimeInterval

    /// WidgetKit: init(score: Float, duration: TimeInterval = 0)
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// The entries a provider gives, and when the system should ask for more.
///
/// WidgetKit: struct Timeline<EntryType> where EntryType : TimelineEntry
public struct Timeline<EntryType: TimelineEntry> {
    /// WidgetKit: let entries: [EntryType]
    public let entries: [EntryType]
    /// WidgetKit: let policy: TimelineReloadPolicy
    public let policy: TimelineReloadPolicy

    /// WidgetKit: init(entries: [EntryType], policy: TimelineReloadPolicy)
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When the system asks a provider for a new timeline; a preview asks once.
///
/// WidgetKit: struct TimelineReloadPolicy
public struct TimelineReloadPolicy: Equatable, Sendable {
    private let reloadDate: Date?
    private let reloads: Bool

    /// After the last entry's date.
    ///
    /// WidgetKit: static let atEnd: TimelineReloadPolicy
    public static let atEnd = TimelineReloadPolicy(reloadDate: nil, reloads: true)

    /// Only when the app asks, through ``WidgetCenter``.
    ///
    /// WidgetKit: static let never: TimelineReloadPolicy
    public static let never = TimelineReloadPolicy(reloadDate: nil, reloads: false)

    /// After `date`.
    ///
    /// WidgetKit: static func after(_ date: Date) -> TimelineReloadPolicy
    public static func after(_ date: Date) -> TimelineReloadPolicy {
        TimelineReloadPolicy(reloadDate: date, reloads: true)
    }
}
